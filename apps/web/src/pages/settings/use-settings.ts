import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SettingsUpdate } from '@app/contracts/settings';
import { saveSettings, settingsQuery } from '../../api/settings.ts';
import { withdrawalSummaryQuery } from '../../api/withdrawals.ts';
import { showSuccessToast } from '../../components/feedback.ts';

/**
 * The settings as the server holds them, and `save` for a part of them: the answer (every setting as
 * saved) replaces the cached ones, so both configuration screens show it at once.
 */
export function useSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQuery);
  const mutation = useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQuery.queryKey, saved);
      // The review list marks overdue requests by the age the summary carries.
      void queryClient.invalidateQueries({ queryKey: withdrawalSummaryQuery().queryKey });
      showSuccessToast(t('config.saved'));
    },
  });
  return { settings, save: (change: SettingsUpdate) => mutation.mutateAsync(change) };
}
