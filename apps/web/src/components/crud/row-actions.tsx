import { Button } from 'antd';
import type { PermissionCode } from '@app/contracts/permissions';
import { Can } from '../can.tsx';

export interface RowAction {
  key: string;
  label: string;
  /** Hidden unless the admin holds it (or any of several). */
  permission?: PermissionCode | readonly PermissionCode[];
  danger?: boolean;
  onClick: () => void;
}

/** A row's buttons (edit, delete, ...), each shown only to an admin who may use it. */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <span style={{ display: 'inline-flex', gap: 4 }}>
      {actions.map((action) => {
        const button = (
          <Button
            key={action.key}
            type="link"
            size="small"
            danger={action.danger}
            style={{ paddingInline: 4 }}
            onClick={(event) => {
              // The grid would otherwise take the click as choosing the current row.
              event.stopPropagation();
              action.onClick();
            }}
          >
            {action.label}
          </Button>
        );
        return action.permission ? (
          <Can key={action.key} permission={action.permission}>
            {button}
          </Can>
        ) : (
          button
        );
      })}
    </span>
  );
}
