import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Empty, Flex, Space, Spin } from 'antd';
import dayjs from 'dayjs';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardKeys, dashboardQuery } from '../../api/dashboard.ts';
import { LoadFailure, loadFailureOf } from '../../components/load-failure.tsx';
import { PlainCard } from '../../components/plain-card.tsx';
import { PageTitle, SecondaryText } from '../../components/plain-text.tsx';
import { localTimeZone } from '../../components/local-time-zone.ts';
import { useSession } from '../../stores/session.ts';
import { useChartFormat } from './chart-format.ts';
import { DashboardCharts, isEmptyRange } from './charts.tsx';
import { RangePickerLater } from './range-picker-frame.tsx';
import { dashboardRangeOf, presetRange, type DayRange } from './range.ts';
import { DashboardTotalsCards } from './totals.tsx';
import { useLiveRefresh } from './use-live-refresh.ts';

const FRESH_MS = 10_000;

/**
 * The figures of a range of days in the admin's own zone (the last 30 until another is picked): the
 * totals and four charts, kept current by the server's investment and withdrawal events.
 */
export function DashboardFigures() {
  const { t } = useTranslation();
  // The session's, as the navbar's: the session has just read it, and asking again on every visit
  // was a second request while the page loaded.
  const name = useSession((s) => s.profile?.name ?? '');
  const f = useChartFormat();
  const [range, setRange] = useState<DayRange>(() => presetRange('last30'));
  const [zone] = useState(localTimeZone);
  const query = useQuery({
    ...dashboardQuery(dashboardRangeOf(range, zone)),
    placeholderData: keepPreviousData,
    // The opening answer may have been asked for while the shell loaded (warm-up.ts): not again at once.
    // The server keeps figures up to 10 s; events and a new range ask again regardless.
    staleTime: FRESH_MS,
  });
  const client = useQueryClient();
  // The query's store updates the page at once, in one uninterrupted task; the figures and charts then
  // follow in a render that yields to the browser, with the answer deferred (and memoised parts below).
  const answer = useDeferredValue(query.data);
  useLiveRefresh(() => void client.invalidateQueries({ queryKey: dashboardKeys.all }), {
    asOf: query.data?.as_of,
    fetchedAt: query.dataUpdatedAt,
  });

  const failure = loadFailureOf(query);
  const empty = answer && isEmptyRange(answer);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <PlainCard>
        <Flex wrap justify="space-between" align="center" gap={12}>
          <PageTitle>{t('dashboard.welcome', { name })}</PageTitle>
          <Space wrap size={8}>
            <RangePickerLater value={range} onChange={setRange} />
            <SecondaryText>{t('dashboardFigures.zone', { zone })}</SecondaryText>
            {/* Its room is kept until the answer, so the line does not move or wrap when it comes. */}
            <SecondaryText aria-hidden={!answer} style={answer ? undefined : { visibility: 'hidden' }}>
              {t('dashboardFigures.asOf', {
                time: answer ? dayjs(answer.as_of).format('HH:mm:ss') : '00:00:00',
              })}
            </SecondaryText>
            {answer && query.isFetching && (
              <Spin size="small" aria-label={t('dashboardFigures.refreshing')} />
            )}
          </Space>
        </Flex>
      </PlainCard>
      {failure && <LoadFailure failure={failure} />}
      {/* A failed first load says so alone: blank cards would pass for figures still coming. */}
      {(answer || !failure) && <DashboardTotalsCards totals={answer?.totals} f={f} />}
      {empty ? (
        <PlainCard>
          <Empty
            description={t('dashboardFigures.empty', {
              from: f.longDay(answer.range.from),
              to: f.longDay(answer.range.to),
            })}
          />
        </PlainCard>
      ) : (
        (answer || !failure) && <DashboardCharts answer={answer} f={f} />
      )}
    </Space>
  );
}
