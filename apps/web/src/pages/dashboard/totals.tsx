import { Col, Row, Statistic, theme } from 'antd';
import { memo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardTotals } from '@app/contracts/dashboard';
import type { ChartFormat } from './chart-format.ts';
import { PlainCard } from '../../components/plain-card.tsx';
import { SecondaryText } from '../../components/plain-text.tsx';

interface Figure {
  key: keyof DashboardTotals;
  value: (totals: DashboardTotals, f: ChartFormat) => string;
  /** A second line: what the figure is made of. */
  note?: (totals: DashboardTotals, f: ChartFormat) => string;
}

const figures: Figure[] = [
  {
    key: 'members',
    value: (s, f) => f.count(s.members),
    note: (s, f) => f.t('dashboardFigures.totals.newMembers', { n: f.count(s.new_members) }),
  },
  { key: 'recharged', value: (s, f) => f.amount(s.recharged) },
  { key: 'invested', value: (s, f) => f.amount(s.invested) },
  { key: 'profit_paid', value: (s, f) => f.amount(s.profit_paid) },
  { key: 'withdrawn', value: (s, f) => f.amount(s.withdrawn) },
  {
    key: 'pending_withdrawals',
    value: (s, f) => f.amount(s.pending_withdrawals.amount),
    note: (s, f) => f.t('dashboardFigures.totals.pendingCount', { n: f.count(s.pending_withdrawals.count) }),
  },
  { key: 'active_principal', value: (s, f) => f.amount(s.active_principal) },
  {
    key: 'settlement_backlog',
    value: (s, f) => f.amount(s.settlement_backlog.amount),
    note: (s, f) =>
      f.t('dashboardFigures.totals.backlogCount', {
        n: f.count(s.settlement_backlog.count),
        // The number itself, for English's form for one ("1 investment due").
        count: s.settlement_backlog.count,
      }),
  },
];

/** The range's sums and what stands now, one card each. */
function TotalsCards({ totals, f }: { totals: DashboardTotals | undefined; f: ChartFormat }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // A bar in the figure's own line while it comes: the line keeps its height, so nothing moves.
  const pending: CSSProperties = {
    display: 'inline-block',
    width: '60%',
    height: '0.8em',
    verticalAlign: 'middle',
    borderRadius: token.borderRadiusSM,
    background: token.colorFillSecondary,
  };
  return (
    <Row gutter={[16, 16]} role="list" aria-label={t('dashboardFigures.totals.label')}>
      {figures.map(({ key, value, note }) => (
        <Col key={key} xs={12} md={8} xl={6} role="listitem">
          {/* Loading keeps the card's shape (title, the figure's line, the note's line), so the figures
              take its place without moving the page (no layout shift). */}
          <PlainCard size="small" style={{ height: '100%' }} aria-busy={!totals}>
            <Statistic
              title={t(`dashboardFigures.totals.${key}`)}
              // Written from the integer: the statistic's own number formatting would go through floats.
              value={totals ? value(totals, f) : ''}
              valueRender={totals ? undefined : () => <span style={pending} />}
              styles={{ content: { fontSize: 20 } }}
            />
            {note && <SecondaryText>{totals ? note(totals, f) : '\u00a0'}</SecondaryText>}
          </PlainCard>
        </Col>
      ))}
    </Row>
  );
}

/** Memoised: the page re-renders on every fetch state; the cards only when their figures change. */
export const DashboardTotalsCards = memo(TotalsCards);
