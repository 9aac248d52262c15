import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FundDay } from '@app/contracts/funds';
import { exportFunds, fundListQuery } from '../../api/funds.ts';
import { ListPage, useListQuery } from '../../components/crud/index.ts';
import { fundColumns } from './columns.tsx';
import { dayRangeFilter, lastDays } from './day-range.ts';
import { fundFilters } from './fields.tsx';
import { FundTotals } from './totals.tsx';

/** Read only: what came in and went out each day, from the ledger, and the sums of the range. */
export default function FundPage() {
  const { t } = useTranslation();
  // The last 30 days in the admin's own calendar, until another range is picked (and again on Reset).
  const [initial] = useState(lastDays);
  const list = useListQuery<FundDay>(fundListQuery, { per_page: 50, filter: dayRangeFilter(initial) });
  // The same query as the grid's (one request): its answer also carries the totals.
  const { data, isFetching } = useQuery({
    ...fundListQuery(list.request),
    placeholderData: keepPreviousData,
  });

  const columns = useMemo(() => fundColumns(t), [t]);
  const filters = useMemo(() => fundFilters(t, initial), [t, initial]);

  return (
    <ListPage
      grid={{
        id: 'funds',
        columns,
        rowKey: 'date',
        ...list.grid,
        exportName: 'funds',
        serverExport: (rows) => exportFunds(list.request, rows),
      }}
      filters={{ fields: filters, ...list.filterBar }}
      summary={<FundTotals totals={data?.totals} loading={isFetching} />}
    />
  );
}
