import type { Dashboard, DashboardDay, DashboardFunnel, DashboardProject } from '@app/contracts/dashboard';
import type { DefaultLabelFormatterCallbackParams, TooltipComponentFormatterCallbackParams } from 'echarts';
import type { ChartOption } from '../../components/charts/echart.tsx';
import { escapeHtml, type ChartFormat } from './chart-format.ts';

// The four charts' options, built from the server's answer alone, so each is tested as a value.

type Params = DefaultLabelFormatterCallbackParams;
const many = (params: TooltipComponentFormatterCallbackParams): Params[] =>
  Array.isArray(params) ? params : [params];
const one = (params: TooltipComponentFormatterCallbackParams): Params => many(params)[0]!;
const line = (p: Params, text: string) => `${p.marker ?? ''}${escapeHtml(text)}`;

// Behind every chart the card's own colour shows, light or dark. Tooltips stay inside the chart (confine),
// so none runs off a phone's screen. The figures appear at once: growing them in took a dozen frames
// of redrawing, each a long task on a phone, while the page was still loading. A new range moves them.
const base = {
  backgroundColor: 'transparent',
  animationDuration: 0,
  animationDurationUpdate: 300,
} satisfies ChartOption;
const bottomLegend = { type: 'scroll', bottom: 0 } as const;

export const barFigures = ['recharged', 'invested', 'withdrawn', 'profit_paid'] as const;

/** Money of each day of the range, one bar of each kind a day. */
export function barOption(answer: Dashboard, f: ChartFormat): ChartOption {
  const days: DashboardDay[] = answer.bar;
  return {
    ...base,
    tooltip: {
      confine: true,
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params) => {
        const items = many(params);
        const day = days[items[0]?.dataIndex ?? 0];
        return [
          escapeHtml(day ? f.longDay(day.date) : ''),
          ...items.map((p) => line(p, `${p.seriesName ?? ''}: ${f.amount(Number(p.value))}`)),
        ].join('<br/>');
      },
    },
    // Above the bars: below them it would crowd the dates.
    legend: { type: 'scroll', top: 0 },
    // The axes' labels inside the grid's margins: against the chart's edge, the dates' lower parts were cut.
    grid: {
      left: 8,
      right: 16,
      top: 40,
      bottom: 8,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    xAxis: { type: 'category', data: days.map((d) => f.day(d.date)) },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => f.axisAmount(value) } },
    series: barFigures.map((name) => ({
      type: 'bar',
      name: f.t(`dashboardFigures.bar.${name}`),
      data: days.map((d) => d[name]),
    })),
  };
}

export const funnelStages = ['registered', 'invested', 'invested_twice', 'withdrew'] as const;

/** The range's new members, step by step: how many went on to invest, invest again and withdraw. */
export function funnelOption(answer: Dashboard, f: ChartFormat): ChartOption {
  const funnel: DashboardFunnel = answer.funnel;
  const ofRegistered = (value: number) => (funnel.registered ? f.share(value / funnel.registered) : '-');
  return {
    ...base,
    tooltip: {
      confine: true,
      trigger: 'item',
      formatter: (params) => {
        const p = one(params);
        const value = Number(p.value);
        return line(p, `${p.name}: ${f.count(value)} (${ofRegistered(value)})`);
      },
    },
    legend: bottomLegend,
    series: [
      {
        type: 'funnel',
        name: f.t('dashboardFigures.charts.funnel'),
        // The stages in their own order, which a later one may not follow in size.
        sort: 'none',
        left: '10%',
        width: '80%',
        top: 16,
        bottom: 40,
        gap: 2,
        minSize: '8%',
        label: { position: 'inside', formatter: (p) => `${f.count(Number(p.value))}` },
        data: funnelStages.map((stage) => ({
          name: f.t(`dashboardFigures.funnel.${stage}`),
          value: funnel[stage],
        })),
      },
    ],
  };
}

/** Where the range's money went: invested by project category. */
export function pieOption(answer: Dashboard, f: ChartFormat): ChartOption {
  return {
    ...base,
    tooltip: {
      confine: true,
      trigger: 'item',
      formatter: (params) => {
        const p = one(params);
        return line(p, `${p.name}: ${f.amount(Number(p.value))} (${f.share((p.percent ?? 0) / 100)})`);
      },
    },
    legend: bottomLegend,
    series: [
      {
        type: 'pie',
        name: f.t('dashboardFigures.charts.pie'),
        radius: ['30%', '55%'],
        center: ['50%', '45%'],
        label: { formatter: (p) => f.share((p.percent ?? 0) / 100) },
        data: answer.pie.map((slice) => ({ name: slice.category.name, value: slice.amount })),
      },
    ],
  };
}

export const radarMeasures = ['amount', 'investors', 'average', 'profit_paid', 'settled_share'] as const;
type RadarMeasure = (typeof radarMeasures)[number];

/** The top projects side by side; each axis runs to the best of them on that measure. */
export function radarOption(answer: Dashboard, f: ChartFormat): ChartOption {
  const projects: DashboardProject[] = answer.radar;
  const written = (measure: RadarMeasure, value: number) =>
    measure === 'investors' ? f.count(value) : measure === 'settled_share' ? f.share(value) : f.amount(value);
  const top = (measure: RadarMeasure) => Math.max(...projects.map((p) => p[measure]), 0) || 1;
  return {
    ...base,
    tooltip: {
      confine: true,
      trigger: 'item',
      formatter: (params) => {
        const p = one(params);
        const project = projects[p.dataIndex];
        if (!project) return '';
        return [
          line(p, project.project.name),
          ...radarMeasures.map((m) =>
            escapeHtml(`${f.t(`dashboardFigures.radar.${m}`)}: ${written(m, project[m])}`),
          ),
        ].join('<br/>');
      },
    },
    legend: bottomLegend,
    radar: {
      center: ['50%', '45%'],
      radius: '55%',
      indicator: radarMeasures.map((m) => ({ name: f.t(`dashboardFigures.radar.${m}`), max: top(m) })),
    },
    series: [
      {
        type: 'radar',
        name: f.t('dashboardFigures.charts.radar'),
        data: projects.map((p) => ({ name: p.project.name, value: radarMeasures.map((m) => p[m]) })),
      },
    ],
  };
}
