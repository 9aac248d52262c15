import type { TFunction } from 'i18next';
import type { PermissionCode } from '@app/contracts/permissions';
import type { RowAction } from './row-actions.tsx';

export interface EditDeleteActions {
  /** The permissions that show each button. */
  modify: PermissionCode;
  remove: PermissionCode;
  onEdit: () => void;
  /** Should ask first: pass `useConfirmDelete`'s call. */
  onDelete: () => void;
}

/** The edit and delete buttons most rows end with; a screen puts its own actions in front of them. */
export function editDeleteActions(t: TFunction, actions: EditDeleteActions): RowAction[] {
  return [
    { key: 'edit', label: t('crud.edit'), permission: actions.modify, onClick: actions.onEdit },
    {
      key: 'delete',
      label: t('crud.delete'),
      permission: actions.remove,
      danger: true,
      onClick: actions.onDelete,
    },
  ];
}
