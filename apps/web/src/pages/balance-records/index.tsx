import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BalanceRecord } from '@app/contracts/ledger';
import { balanceRecordListQuery, exportBalanceRecords } from '../../api/balance-records.ts';
import { ListPage, useListQuery } from '../../components/crud/index.ts';
import { useDictionaryTags } from '../../components/dictionary/dictionary-tags.ts';
import { usePermission } from '../../components/use-permission.ts';
import { useSettings } from '../../stores/settings.ts';
import { balanceRecordColumns } from './columns.tsx';
import { balanceRecordFilters } from './fields.ts';

/** Read only: every change of a member's balance, as the ledger wrote it. */
export default function BalanceRecordPage() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const can = usePermission();
  const canPickUser = can('users.query');
  const list = useListQuery<BalanceRecord>(balanceRecordListQuery);
  const kinds = useDictionaryTags('balance_record_kind');
  const reasons = useDictionaryTags('balance_reason');
  const columns = useMemo(
    () => balanceRecordColumns(t, language, kinds, reasons),
    [t, language, kinds, reasons],
  );
  const filters = useMemo(
    () =>
      balanceRecordFilters(
        t,
        kinds.map(({ value, label }) => ({ value: String(value), label })),
        reasons.map(({ value, label }) => ({ value: String(value), label })),
        canPickUser,
      ),
    [t, kinds, reasons, canPickUser],
  );

  return (
    <ListPage
      grid={{
        id: 'balance-records',
        columns,
        rowKey: 'id',
        ...list.grid,
        exportName: 'balance-records',
        serverExport: (rows) => exportBalanceRecords(list.request, rows),
      }}
      filters={{ fields: filters, ...list.filterBar }}
    />
  );
}
