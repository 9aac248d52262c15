import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { fundFigureNames, type FundFigures } from '@app/contracts/funds';
import { fundListQuery, type FundFilter } from '../../api/funds.ts';
import type { ListRequest } from '../../api/list-request.ts';
import { formatAmount } from '../../components/money/index.ts';

/** The totals of the range the list shows: the grid's own query (one request), whose answer carries them. */
export function FundSummary({ request }: { request: ListRequest<FundFilter> }) {
  const { data, isFetching } = useQuery({ ...fundListQuery(request), placeholderData: keepPreviousData });
  return <FundTotals totals={data?.totals} loading={isFetching} />;
}

/** The range's sums, as the server added them up over every day of it (not only the page shown). */
export function FundTotals({ totals, loading }: { totals: FundFigures | undefined; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('finance.fund.totals')} loading={loading && !totals}>
      <Row gutter={[16, 12]} role="list" aria-label={t('finance.fund.totals')}>
        {fundFigureNames.map((name) => (
          // Eight in a row only from the widest screens up: on a laptop a sum in the tens of millions,
          // written in Vietnamese with its currency after it, is wider than an eighth of the card.
          <Col key={name} xs={12} md={6} xxl={3} role="listitem">
            <Statistic
              title={t(`finance.fund.figures.${name}`)}
              // Formatted from the integer here: the statistic's own number formatting would go through floats.
              value={totals ? formatAmount(totals[name]) : '-'}
              // A smaller figure keeps long sums on one line; one longer still breaks rather than running
              // into the next.
              styles={{ content: { fontSize: 20, overflowWrap: 'anywhere' } }}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
