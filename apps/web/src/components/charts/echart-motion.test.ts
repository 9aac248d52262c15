import { describe, expect, it } from 'vitest';
import { withMotion, type ChartOption } from './echart.tsx';

describe('chart motion', () => {
  const option: ChartOption = { animationDuration: 0, animationDurationUpdate: 300, series: [] };

  it('draws without any animation when the system asks for reduced motion', () => {
    expect(withMotion(option, true)).toEqual({ ...option, animation: false });
  });

  it('keeps the chart’s own motion otherwise: figures at once, a new range moving them', () => {
    expect(withMotion(option, false)).toBe(option);
  });
});
