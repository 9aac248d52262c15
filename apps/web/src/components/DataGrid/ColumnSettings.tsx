import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover } from 'antd';
import { useRef, useState } from 'react';
import type { GridTexts } from './locales.ts';
import { ToolButton } from './ToolButton.tsx';
import type { ColumnSettings as Settings } from './useColumnSettings.ts';
import type { GridColumn } from './types.ts';

interface ColumnSettingsProps<TRow> {
  columns: readonly GridColumn<TRow>[];
  settings: Settings;
  texts: GridTexts;
  onHiddenChange: (key: string, hidden: boolean) => void;
  onMove: (key: string, offset: -1 | 1) => void;
  onReset: () => void;
}

/** Show, hide and order the columns; buttons rather than drag and drop, so a keyboard can do it too. */
export function ColumnSettings<TRow>(props: ColumnSettingsProps<TRow>) {
  const { columns, settings, texts, onHiddenChange, onMove, onReset } = props;
  const [open, setOpen] = useState(false);
  // antd's Popover is mounted on the first open only (see below).
  const [popover, setPopover] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const hidden = new Set(settings.hidden);

  const panel = (
    <div
      className="dg-column-settings"
      role="group"
      aria-label={texts.columnSettings}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Closes the panel only, not also the zoomed grid around it.
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        triggerRef.current?.focus();
      }}
    >
      {settings.order.map((key, index) => {
        const column = byKey.get(key);
        if (!column) return null;
        return (
          <div key={key} className="dg-column-setting">
            <Checkbox
              autoFocus={index === 0}
              checked={!hidden.has(key)}
              disabled={column.hideable === false}
              onChange={(event) => onHiddenChange(key, !event.target.checked)}
            >
              {column.title}
            </Checkbox>
            <span>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={`${texts.moveUp}: ${column.title}`}
                disabled={index === 0}
                onClick={() => onMove(key, -1)}
              />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={`${texts.moveDown}: ${column.title}`}
                disabled={index === settings.order.length - 1}
                onClick={() => onMove(key, 1)}
              />
            </span>
          </div>
        );
      })}
      <Button size="small" onClick={onReset}>
        {texts.resetColumns}
      </Button>
    </div>
  );

  const trigger = (
    <ToolButton
      ref={triggerRef}
      icon={<SettingOutlined />}
      label={texts.columnSettings}
      aria-haspopup="dialog"
      aria-expanded={open}
      // Until the popover is first mounted, the button opens it itself; then the popover's own click does.
      onClick={
        popover
          ? undefined
          : () => {
              setPopover(true);
              setOpen(true);
            }
      }
    />
  );
  // antd's Popover is mounted on the first open only: most grids are shown without ever opening it, and
  // mounting it with the grid costs the first frame. It then stays, to animate its closing and reopening.
  if (!popover) return trigger;
  return (
    <Popover
      content={panel}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      // Rendered next to its button, so Tab goes from the button into the panel.
      getPopupContainer={(element) => element.parentElement ?? document.body}
    >
      {trigger}
    </Popover>
  );
}
