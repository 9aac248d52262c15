import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDefaultCurrency } from '../../components/money/index.ts';
import { applyLanguage, i18n } from '../../i18n/index.ts';
import type { ChartOption } from '../../components/charts/echart.tsx';
import { chartFormat } from './chart-format.ts';
import { barOption, funnelOption, pieOption, radarOption } from './chart-options.ts';
import { fakeAnswer } from './fake-answer.ts';

type Formatter = (params: unknown) => string;
interface Series {
  name?: string;
  data: unknown[];
}

const english = () => chartFormat(i18n.t, 'en-US');
const seriesOf = (option: ChartOption) => option.series as Series[];
const tooltipOf = (option: ChartOption) => (option.tooltip as { formatter: Formatter }).formatter;
// Tooltips are HTML: read them as the text they show.
const text = (html: string) =>
  html
    .replace(/<br\/>/g, '\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

describe('dashboard charts', () => {
  beforeAll(async () => {
    await applyLanguage('en');
    setDefaultCurrency({ code: 'CNY', symbol: '¥', decimals: 2 });
  });
  afterAll(() => setDefaultCurrency(undefined));

  it('shows the figures at once, with no growing in while the page loads, and moves them to a new range', () => {
    for (const build of [barOption, funnelOption, pieOption, radarOption]) {
      const option = build(fakeAnswer(), english());
      expect(option).toMatchObject({ animationDuration: 0, animationDurationUpdate: 300 });
    }
  });

  it('draws a bar of each kind of money for each day, and writes the day and the amounts in the tooltip', () => {
    const option = barOption(fakeAnswer(), english());
    expect((option.xAxis as { data: string[] }).data).toEqual(['3/1', '3/2']);
    expect(seriesOf(option).map((s) => [s.name, s.data])).toEqual([
      ['Recharged', [1_234_56, 0]],
      ['Invested', [300_00, 199_700_00]],
      ['Withdrawn (approved)', [0, 150_00]],
      ['Profit paid', [25_00, 0]],
    ]);
    const axisLabel = (option.yAxis as { axisLabel: { formatter: (value: number) => string } }).axisLabel;
    expect(axisLabel.formatter(199_700_00)).toBe('199.7K');

    const tooltip = tooltipOf(option)([
      { dataIndex: 0, seriesName: 'Recharged', value: 1_234_56, marker: '' },
      { dataIndex: 0, seriesName: 'Profit paid', value: 25_00, marker: '' },
    ]);
    expect(text(tooltip)).toBe('Mar 1, 2026\nRecharged: ¥1,234.56\nProfit paid: ¥25.00');
  });

  it('draws the funnel in the order of its stages, each as a share of those registered', () => {
    const option = funnelOption(fakeAnswer(), english());
    expect(seriesOf(option)[0]!.data).toEqual([
      { name: 'Registered', value: 12 },
      { name: 'Invested', value: 8 },
      { name: 'Invested twice or more', value: 3 },
      { name: 'Withdrew', value: 4 },
    ]);
    expect(tooltipOf(option)({ name: 'Invested', value: 8, dataIndex: 1 })).toBe('Invested: 8 (66.7%)');
  });

  it("draws a slice for each category's investments, its name written as text in the tooltip", () => {
    const option = pieOption(fakeAnswer(), english());
    expect(seriesOf(option)[0]!.data).toEqual([
      { name: 'Gold <fund>', value: 400_000_00 },
      { name: 'Bonds', value: 100_000_00 },
    ]);
    const tooltip = tooltipOf(option)({ name: 'Gold <fund>', value: 400_000_00, percent: 80, dataIndex: 0 });
    expect(tooltip).toBe('Gold &lt;fund&gt;: ¥400,000.00 (80%)');
  });

  it('draws each top project on five measures, each axis up to the best of them', () => {
    const option = radarOption(fakeAnswer(), english());
    expect((option.radar as { indicator: unknown[] }).indicator).toEqual([
      { name: 'Invested', max: 400_000_00 },
      { name: 'Investors', max: 5 },
      { name: 'Average investment', max: 80_000_00 },
      { name: 'Profit paid', max: 10_000_00 },
      { name: 'Settled', max: 0.5 },
    ]);
    expect(seriesOf(option)[0]!.data).toEqual([
      { name: 'Harbour bond', value: [400_000_00, 5, 80_000_00, 10_000_00, 0.25] },
      { name: 'Solar farm', value: [100_000_00, 2, 50_000_00, 2_500_00, 0.5] },
    ]);
    expect(text(tooltipOf(option)({ name: 'Solar farm', dataIndex: 1, marker: '' }))).toBe(
      [
        'Solar farm',
        'Invested: ¥100,000.00',
        'Investors: 2',
        'Average investment: ¥50,000.00',
        'Profit paid: ¥2,500.00',
        'Settled: 50%',
      ].join('\n'),
    );
  });

  it("writes legends, axes and tooltips in the admin's language", async () => {
    await applyLanguage('vn');
    try {
      const f = chartFormat(i18n.t, 'vi-VN');
      const bar = barOption(fakeAnswer(), f);
      expect((bar.xAxis as { data: string[] }).data).toEqual(['1/3', '2/3']);
      expect(seriesOf(bar)[0]!.name).toBe('Đã nạp');
      const tooltip = tooltipOf(bar)([{ dataIndex: 0, seriesName: 'Đã nạp', value: 1_234_56, marker: '' }]);
      expect(text(tooltip)).toMatch(/\nĐã nạp: 1\.234,56\s¥$/);
      expect(
        (radarOption(fakeAnswer(), f).radar as { indicator: { name: string }[] }).indicator[1]!.name,
      ).toBe('Nhà đầu tư');
    } finally {
      await applyLanguage('en');
    }
  });
});
