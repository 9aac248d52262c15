import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Page } from '@app/contracts/common';
import type { Investment } from '@app/contracts/investments';
import type { BalanceRecord } from '@app/contracts/ledger';
import type { Withdrawal } from '@app/contracts/withdrawals';
import { balanceRecordListQuery } from '../../api/balance-records.ts';
import { investmentListQuery } from '../../api/investments.ts';
import type { ListRequest } from '../../api/list-request.ts';
import { withdrawalListQuery } from '../../api/withdrawals.ts';
import { DictTag } from '../../components/dictionary/dict-tag.tsx';
import { LoadFailure, loadFailureOf } from '../../components/load-failure.tsx';
import { formatAmount, useMoney } from '../../components/money/index.ts';
import { usePermission } from '../../components/use-permission.ts';

/** How many of each a member's details show; the "All …" link opens the rest. */
export const RECENT_COUNT = 5;

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

// Ledger and investments are always newest first; withdrawals are asked so (pending alone would be oldest first).
const recentOf = (userId: number, sort?: string): ListRequest => ({
  page: 1,
  per_page: RECENT_COUNT,
  ...(sort ? { sort } : {}),
  filter: { user_id: userId },
});

/** The list screens the "All …" links open, filtered to one member (lists keep their view in the address). */
export const memberListPaths = {
  balanceRecords: (userId: number) => `/user/balance-record?user_id=${userId}`,
  investments: (userId: number) => `/investment/list?user_id=${userId}`,
  withdrawals: (userId: number) => `/user/withdraw-record?user_id=${userId}`,
};

interface Row {
  id: number;
  created_at: string;
}

function timeColumn<T extends Row>(title: string): ColumnsType<T>[number] {
  return {
    key: 'time',
    title,
    width: 96,
    render: (_, row) => dayjs(row.created_at).format(TIME_FORMAT),
  };
}

function amountColumn<T extends Row>(title: string, amountOf: (row: T) => string): ColumnsType<T>[number] {
  return { key: 'amount', title, align: 'right', render: (_, row) => amountOf(row) };
}

function RecentSection<T extends Row>({
  title,
  all,
  to,
  query,
  columns,
  empty,
  onLeave,
}: {
  title: string;
  all: string;
  to: string;
  query: UseQueryResult<Page<T>>;
  columns: ColumnsType<T>;
  empty: string;
  onLeave: () => void;
}) {
  const failure = loadFailureOf(query);
  return (
    <section aria-label={title} style={{ marginTop: 16 }}>
      <Flex justify="space-between" align="baseline" gap={8} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Link to={to} onClick={onLeave}>
          {all}
        </Link>
      </Flex>
      {failure ? (
        <LoadFailure failure={failure} style={{ marginTop: 8 }} />
      ) : (
        <Table<T>
          size="small"
          rowKey="id"
          style={{ marginTop: 8 }}
          tableLayout="fixed"
          pagination={false}
          loading={query.isLoading}
          columns={columns}
          dataSource={query.data?.data ?? []}
          locale={{ emptyText: empty }}
        />
      )}
    </section>
  );
}

/**
 * A member's latest ledger records, investments and withdrawals, each with a link to its whole list
 * filtered to them. A section the admin may not read is left out, with its link.
 */
export function MemberRecent({ userId, onLeave }: { userId: number; onLeave: () => void }) {
  const { t } = useTranslation();
  // Amounts follow the language and the default currency.
  useMoney();
  const can = usePermission();
  const canLedger = can('balance-records.query');
  const canInvestments = can('investments.query');
  const canWithdrawals = can('withdrawals.query');
  const ledger = useQuery({ ...balanceRecordListQuery(recentOf(userId)), enabled: canLedger });
  const investments = useQuery({ ...investmentListQuery(recentOf(userId)), enabled: canInvestments });
  const withdrawals = useQuery({
    ...withdrawalListQuery(recentOf(userId, '-created_at')),
    enabled: canWithdrawals,
  });
  const time = t('user.info.recent.time');
  const amount = t('user.info.recent.amount');

  return (
    <>
      {canLedger && (
        <RecentSection<BalanceRecord>
          title={t('user.info.recent.ledger')}
          all={t('user.info.recent.allLedger')}
          to={memberListPaths.balanceRecords(userId)}
          query={ledger}
          empty={t('user.info.recent.noLedger')}
          onLeave={onLeave}
          columns={[
            timeColumn(time),
            {
              key: 'kind',
              title: t('user.info.recent.kind'),
              ellipsis: true,
              render: (_, row) => <DictTag code="balance_record_kind" value={row.kind} />,
            },
            amountColumn(amount, (row) => formatAmount(row.amount, { signed: true })),
          ]}
        />
      )}
      {canInvestments && (
        <RecentSection<Investment>
          title={t('user.info.recent.investments')}
          all={t('user.info.recent.allInvestments')}
          to={memberListPaths.investments(userId)}
          query={investments}
          empty={t('user.info.recent.noInvestments')}
          onLeave={onLeave}
          columns={[
            timeColumn(time),
            {
              key: 'project',
              title: t('user.info.recent.project'),
              // Wrapped, not cut: on a phone the name and its status would not both fit on one line.
              render: (_, row) => (
                <>
                  {row.project.name} <DictTag code="investment_status" value={row.status} />
                </>
              ),
            },
            amountColumn(amount, (row) => formatAmount(row.amount)),
          ]}
        />
      )}
      {canWithdrawals && (
        <RecentSection<Withdrawal>
          title={t('user.info.recent.withdrawals')}
          all={t('user.info.recent.allWithdrawals')}
          to={memberListPaths.withdrawals(userId)}
          query={withdrawals}
          empty={t('user.info.recent.noWithdrawals')}
          onLeave={onLeave}
          columns={[
            timeColumn(time),
            {
              key: 'status',
              title: t('user.info.recent.status'),
              ellipsis: true,
              render: (_, row) => <DictTag code="withdrawal_status" value={row.status} />,
            },
            amountColumn(amount, (row) => formatAmount(row.amount)),
          ]}
        />
      )}
    </>
  );
}
