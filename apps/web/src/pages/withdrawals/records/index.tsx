import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@app/contracts/withdrawals';
import { exportWithdrawals, withdrawalListQuery } from '../../../api/withdrawals.ts';
import { ListPage, useListQuery, type RowAction } from '../../../components/crud/index.ts';
import { useDictionaryTags } from '../../../components/dictionary/dictionary-tags.ts';
import { usePermission } from '../../../components/use-permission.ts';
import { recordColumns } from '../shared/columns.tsx';
import { withdrawalFilters } from '../shared/filters.ts';
import { DetailsModal } from './details-modal.tsx';

/** Spec "withdrawal records": every request, pending or reviewed, with who reviewed it and why. */
export default function WithdrawRecordPage() {
  const { t } = useTranslation();
  const can = usePermission();
  const list = useListQuery<Withdrawal>(withdrawalListQuery);
  const [shown, setShown] = useState<Withdrawal | null>(null);
  const statuses = useDictionaryTags('withdrawal_status');

  const actionsOf = useCallback(
    (withdrawal: Withdrawal): RowAction[] => [
      {
        key: 'details',
        label: t('user.withdrawal.details'),
        permission: 'withdrawals.query',
        onClick: () => setShown(withdrawal),
      },
    ],
    [t],
  );
  const columns = useMemo(() => recordColumns(t, actionsOf, statuses), [t, actionsOf, statuses]);
  const canPickUser = can('users.query');
  const filters = useMemo(
    () =>
      withdrawalFilters(t, {
        statuses: statuses.map(({ value, label }) => ({ value: String(value), label })),
        canPickUser,
      }),
    [t, statuses, canPickUser],
  );

  return (
    <ListPage
      grid={{
        id: 'withdraw-record',
        columns,
        rowKey: 'id',
        ...list.grid,
        exportName: 'withdrawals',
        serverExport: (rows) => exportWithdrawals(list.request, rows),
        onRowActivate: setShown,
      }}
      filters={{ fields: filters, ...list.filterBar }}
    >
      {shown && <DetailsModal withdrawal={shown} onClose={() => setShown(null)} />}
    </ListPage>
  );
}
