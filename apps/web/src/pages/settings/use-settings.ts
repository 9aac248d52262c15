import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SettingsUpdate } from '@app/contracts/settings';
import { saveSettings, settingsQuery } from '../../api/settings.ts';
import { withdrawalSummaryQuery } from '../../api/withdrawals.ts';
import { useWrite } from '../../components/use-write.ts';

/**
 * The settings as the server holds them, and `save` for a part of them: the answer (every setting as
 * saved) replaces the cached ones, so both configuration screens show it at once.
 */
export function useSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQuery);
  const write = useWrite();
  const save = (change: SettingsUpdate) =>
    write(() => saveSettings(change), {
      notice: t('config.saved'),
      then: (saved) => queryClient.setQueryData(settingsQuery.queryKey, saved),
      // The review list marks overdue requests by the age the summary carries.
      stale: [withdrawalSummaryQuery().queryKey],
    });
  return { settings, save };
}
