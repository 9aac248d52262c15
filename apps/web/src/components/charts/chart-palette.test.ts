import { FastColor } from '@ant-design/fast-color';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../readable-shade.ts';
import { ECHARTS_PALETTE, paletteOn } from './chart-palette.ts';

describe('the series colours on a dark card', () => {
  const card = '#141414';

  it('each read against the card, in the order of ECharts own', () => {
    const palette = paletteOn(card);
    expect(palette).toHaveLength(ECHARTS_PALETTE.length);
    for (const colour of palette)
      expect(contrastRatio(new FastColor(colour), new FastColor(card))).toBeGreaterThanOrEqual(4.5);
  });

  it('lighten the slate that vanished, and keep a colour that already read', () => {
    const palette = paletteOn(card);
    expect(contrastRatio(new FastColor(ECHARTS_PALETTE[2]!), new FastColor(card))).toBeLessThan(3);
    expect(palette[2]).not.toBe('#505372');
    expect(palette[1]).toBe('#B6D634');
  });
});
