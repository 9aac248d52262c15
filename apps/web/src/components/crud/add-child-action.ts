import type { TFunction } from 'i18next';
import type { PermissionCode } from '@app/contracts/permissions';
import type { RowAction } from './row-actions.tsx';

/** What the action needs of the screen's handles (`ScreenHandles` of a tree whose rows take a `parent_id`). */
interface ChildCreator {
  t: TFunction;
  openCreate: (values: { parent_id: number }) => void;
}

/**
 * A tree row's "add child" button: the add form with the row as the new record's parent.
 * `label`: the button's translation key; `permission`: the resource's add code.
 */
export function addChildAction(label: string, permission: PermissionCode) {
  return (row: { id: number }, screen: ChildCreator): RowAction => ({
    key: 'add-child',
    label: screen.t(label),
    permission,
    onClick: () => screen.openCreate({ parent_id: row.id }),
  });
}
