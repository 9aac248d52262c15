import { MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tooltip } from 'antd';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionCode } from '@app/contracts/permissions';
import { useGridCompact } from '../DataGrid/index.ts';
import { usePermission } from '../use-permission.ts';

export interface RowAction {
  key: string;
  label: string;
  /** Hidden unless the admin holds it (or any of several). */
  permission?: PermissionCode | readonly PermissionCode[];
  danger?: boolean;
  /** Shown but unusable, with this reason beside it (the server would refuse it for this row). */
  disabledReason?: string;
  onClick: () => void;
}

/** Whether the admin may use the action: `can` is usePermission's. */
export const isAllowed = (can: ReturnType<typeof usePermission>, action: RowAction) =>
  !action.permission || can(action.permission);

// The grid would otherwise take the click as choosing the current row.
const keepFromGrid = (event: MouseEvent) => event.stopPropagation();

/** A narrow grid's row actions: one button opening a menu of them. */
function RowActionsMenu({ actions }: { actions: readonly RowAction[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      // The menu takes the focus, so the arrow keys walk it and Escape returns to the button.
      autoFocus
      menu={{
        items: actions.map((action) => ({
          key: action.key,
          label: action.disabledReason ? (
            <Tooltip title={action.disabledReason} placement="left">
              {action.label}
            </Tooltip>
          ) : (
            action.label
          ),
          danger: action.danger,
          disabled: action.disabledReason !== undefined,
        })),
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          // An Enter would go on to press whatever the action focuses next (a dialog's close button).
          domEvent.preventDefault();
          setOpen(false);
          actions.find((action) => action.key === key)?.onClick();
        },
      }}
    >
      <Button
        type="text"
        size="small"
        icon={<MoreOutlined />}
        aria-label={t('crud.moreActions')}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={keepFromGrid}
      />
    </Dropdown>
  );
}

/**
 * A row's buttons (edit, delete, ...), each shown only to an admin who may use it, and greyed with its
 * reason where the row refuses it. On a compact grid
 * two or more fold into one menu button, so the actions column leaves the screen to the data.
 */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  const can = usePermission();
  const compact = useGridCompact();
  const allowed = actions.filter((action) => isAllowed(can, action));
  if (compact && allowed.length > 1) return <RowActionsMenu actions={allowed} />;
  return (
    <span style={{ display: 'inline-flex', gap: 4 }}>
      {allowed.map((action) => {
        const button = (
          <Button
            key={action.key}
            type="link"
            size="small"
            danger={action.danger}
            disabled={action.disabledReason !== undefined}
            style={{ paddingInline: 4 }}
            onClick={(event) => {
              keepFromGrid(event);
              action.onClick();
            }}
          >
            {action.label}
          </Button>
        );
        // The span takes the hover a disabled button does not, and keeps its click from the grid.
        return action.disabledReason ? (
          <Tooltip key={action.key} title={action.disabledReason}>
            <span onClick={keepFromGrid}>{button}</span>
          </Tooltip>
        ) : (
          button
        );
      })}
    </span>
  );
}
