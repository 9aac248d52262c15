import { Col, Empty, Row, Spin } from 'antd';
import { memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@app/contracts/dashboard';
import { afterPaint, lazyAfterPaint } from '../../components/after-paint.ts';
import { PlainCard } from '../../components/plain-card.tsx';
import type { ChartOption } from '../../components/charts/echart.tsx';
import { scrollIntent } from '../../components/charts/scroll-intent.ts';
import { useNearViewport } from '../../components/charts/use-near-viewport.ts';
import type { ChartFormat } from './chart-format.ts';
import { barFigures, barOption, funnelOption, pieOption, radarOption } from './chart-options.ts';

const CHART_HEIGHT = 300;

// ECharts is most of the page's weight: it loads only once there is something to draw, near the screen,
// and once the page's words are on screen: its download and start (a tenth of a second on a phone) then
// never hold back their first paint.
const loadEChart = () => import('../../components/charts/echart.tsx').then((m) => m.EChart);
const EChart = lazyAfterPaint(loadEChart);
// A chart draws once a quarter of it is on the screen: its first drawing is the page's longest task (50 ms
// on a slow phone), and a phone's first screen shows only a chart's title. Its script comes before, as
// the admin starts scrolling with a chart near the screen, so scrolling to it finds only the drawing to do.
const ON_SCREEN = { margin: '0px', share: 0.25 };
const drawing = (
  <Spin>
    <div style={{ height: CHART_HEIGHT }} />
  </Spin>
);

interface ChartDeclaration {
  key: 'bar' | 'funnel' | 'pie' | 'radar';
  option: (answer: Dashboard, f: ChartFormat) => ChartOption;
  /** Whether the answer holds anything for this chart to draw. */
  has: (answer: Dashboard) => boolean;
  /** Columns of 24 it takes from a wide screen up (always the full width on a phone). */
  lg: number;
}

const charts: ChartDeclaration[] = [
  {
    key: 'bar',
    option: barOption,
    has: (a) => a.bar.some((day) => barFigures.some((name) => day[name] !== 0)),
    lg: 24,
  },
  // The later stages count only members of the first, so nobody registered means an empty funnel.
  { key: 'funnel', option: funnelOption, has: (a) => a.funnel.registered > 0, lg: 8 },
  { key: 'pie', option: pieOption, has: (a) => a.pie.length > 0, lg: 8 },
  { key: 'radar', option: radarOption, has: (a) => a.radar.length > 0, lg: 8 },
];

/** A range in which nothing happened that a chart could draw. */
export const isEmptyRange = (answer: Dashboard) => charts.every((chart) => !chart.has(answer));

function ChartCard({ chart, answer, f }: { chart: ChartDeclaration; answer?: Dashboard; f: ChartFormat }) {
  const { t } = useTranslation();
  const title = t(`dashboardFigures.charts.${chart.key}`);
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const drawn = useNearViewport(box, ON_SCREEN);
  // Made for a chart on the screen only, after the page's first render: the days' labels need the
  // browser's first date format, whose data takes tens of milliseconds to load on a slow phone.
  const option = useMemo(
    () => (answer && drawn ? chart.option(answer, f) : undefined),
    [chart, answer, f, drawn],
  );
  useEffect(() => {
    // Near but not yet on the screen: its script when the admin starts towards it (a phone's first screen
    // shows no chart, and the library's start is 30 ms there), still before the chart is on the screen.
    if (near && answer && chart.has(answer))
      void afterPaint()
        .then(scrollIntent)
        .then(loadEChart)
        .catch(() => undefined);
  }, [near, answer, chart]);
  return (
    <PlainCard ref={box} size="small" title={title} aria-busy={!answer || !drawn}>
      {/* Until the answer (and until the card is on the screen), the chart's own height waits in its
          place: what comes takes it without a shift. */}
      {!answer || !drawn ? (
        drawing
      ) : option && chart.has(answer) ? (
        <EChart option={option} label={title} height={CHART_HEIGHT} fallback={drawing} />
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('dashboardFigures.chartEmpty')}
          // As tall as a chart, so a row of cards keeps one height.
          style={{
            height: CHART_HEIGHT,
            margin: 0,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
          }}
        />
      )}
    </PlainCard>
  );
}

/** The four charts of the answer; each a spinner of its height until it comes. */
function Charts({ answer, f }: { answer: Dashboard | undefined; f: ChartFormat }) {
  return (
    <Row gutter={[16, 16]}>
      {charts.map((chart) => (
        <Col key={chart.key} xs={24} lg={chart.lg}>
          <ChartCard chart={chart} answer={answer} f={f} />
        </Col>
      ))}
    </Row>
  );
}

/** Memoised: the page re-renders on every fetch state; the charts only when their answer changes. */
export const DashboardCharts = memo(Charts);
