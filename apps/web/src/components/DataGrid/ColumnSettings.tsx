import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Tooltip } from 'antd';
import { useRef, useState } from 'react';
import type { GridTexts } from './locales.ts';
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

  return (
    <Popover
      content={panel}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      // Rendered next to its button, so Tab goes from the button into the panel.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
    >
      {/* The hint would cover the open panel. */}
      <Tooltip title={texts.columnSettings} open={open ? false : undefined}>
        <Button
          ref={triggerRef}
          icon={<SettingOutlined />}
          aria-label={texts.columnSettings}
          aria-haspopup="dialog"
          aria-expanded={open}
        />
      </Tooltip>
    </Popover>
  );
}
