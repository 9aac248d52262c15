import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionCode } from '@app/contracts/permissions';
import { editDeleteActions } from './edit-delete-actions.ts';
import type { RowAction } from './row-actions.tsx';
import { useConfirmDelete } from './use-confirm-delete.ts';

/**
 * A row's edit and delete buttons, as most list screens end their rows: edit opens the row, delete asks
 * first, naming the row by `nameOf`, and removes it by id. Stable while its inputs are, so the columns
 * built from it are too.
 */
export function useEditDeleteActions<TRow extends { id: number }>(options: {
  modify: PermissionCode;
  remove: PermissionCode;
  onEdit: (row: TRow) => void;
  onRemove: (id: number) => Promise<unknown>;
  nameOf: (row: TRow) => string;
}): (row: TRow) => RowAction[] {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  const { modify, remove, onEdit, onRemove, nameOf } = options;
  return useCallback(
    (row: TRow) =>
      editDeleteActions(t, {
        modify,
        remove,
        onEdit: () => onEdit(row),
        onDelete: () => confirmDelete(() => onRemove(row.id), nameOf(row)),
      }),
    [t, modify, remove, onEdit, onRemove, nameOf, confirmDelete],
  );
}

/** `nameOf` for rows named by their `name`. */
export const nameOfRow = (row: { name: string }) => row.name;
