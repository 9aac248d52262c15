import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDialog } from '../confirm-dialog.ts';

/**
 * Asks "are you sure" before a delete (spec §8 delete prompt) and runs it only on confirm. A refused
 * delete (409) is already shown by the request layer, so the dialog just closes.
 */
export function useConfirmDelete(): (remove: () => Promise<unknown>, name?: string) => void {
  const confirmDialog = useConfirmDialog();
  const { t } = useTranslation();
  return useCallback(
    (remove, name) =>
      confirmDialog({
        title: t('common.tip'),
        content: name ? t('crud.deleteNamedConfirm', { name }) : t('crud.deleteConfirm'),
        okText: t('common.confirm'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: async () => {
          try {
            await remove();
          } catch {
            // shown by the request layer
          }
        },
      }),
    [confirmDialog, t],
  );
}
