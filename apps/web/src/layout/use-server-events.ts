import type { Withdrawal } from '@app/contracts/withdrawals';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { staleAfter, type ServerEvent } from '../api/server-events.ts';
import { subscribeToServerEvents } from '../api/server-events-hub.ts';
import { formatAmount } from '../components/money/amount.ts';
import { usePermission } from '../components/use-permission.ts';
import { enrolmentPathOf, useSession } from '../stores/session.ts';

/**
 * While the shell is up, the server's events keep the lists current: each event marks the cached lists
 * it is about as stale (open screens refetch at once), and a reviewer hears of each new withdrawal.
 */
export function useServerEvents(): void {
  const client = useQueryClient();
  const { notification } = App.useApp();
  const { t } = useTranslation();
  const can = usePermission();
  // The server lets no one listen whose role waits for two-factor: the line opens once it is on.
  const enrolling = useSession((session) => enrolmentPathOf(session) !== null);
  // Reads the latest language and permissions without reconnecting when they change.
  const onEvent = useEffectEvent((event: ServerEvent) => {
    for (const queryKey of staleAfter[event.type]) void client.invalidateQueries({ queryKey });
    if (event.type === 'withdrawal.created' && can('withdrawals.review')) {
      const withdrawal = event.data as Withdrawal;
      notification.info({
        key: `withdrawal-${withdrawal.id}`,
        title: t('user.withdrawalEvents.created'),
        description: t('user.withdrawalEvents.createdDetail', {
          name: withdrawal.user.name,
          amount: formatAmount(withdrawal.amount),
        }),
      });
    }
  });

  useEffect(() => {
    if (enrolling) return undefined;
    return subscribeToServerEvents({
      onEvent,
      // Events were missed while the line was down: every list they touch may be stale.
      onReconnect: () => {
        for (const keys of Object.values(staleAfter))
          for (const queryKey of keys) void client.invalidateQueries({ queryKey });
      },
    });
  }, [client, enrolling]);
}
