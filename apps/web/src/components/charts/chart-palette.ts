import { FastColor } from '@ant-design/fast-color';
import { readableShade } from '../readable-shade.ts';

// ECharts' own series colours (6.x, light and dark themes alike), in its order.
export const ECHARTS_PALETTE = [
  '#5070dd',
  '#b6d634',
  '#505372',
  '#ff994d',
  '#0ca8df',
  '#ffd10a',
  '#fb628b',
  '#785db0',
  '#3fbe95',
];

/**
 * The series colours on a dark card: ECharts' dark theme keeps its light palette, whose slate (the third
 * series, "Withdrawn (approved)") all but vanished on a near-black card. Each colour is lightened, in its
 * own hue, until it reads against the card.
 */
export const paletteOn = (surface: string): string[] =>
  ECHARTS_PALETTE.map((colour) => readableShade(colour, new FastColor(surface)));
