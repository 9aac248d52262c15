import { FastColor } from '@ant-design/fast-color';

// WCAG 2 AA: text (a primary button's white label, a link, a tag's word) needs 4.5:1 against what it sits on.
const AA_TEXT_CONTRAST = 4.5;
export const WHITE = new FastColor('#ffffff');

/** WCAG 2's contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: FastColor, b: FastColor): number {
  const [lighter, darker] = [a.getLuminance(), b.getLuminance()].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The shade of `colour` nearest to it, in the same hue and saturation, that reads at AA against
 * `surface`: darker against a light surface, lighter against a dark one. A colour that already reads
 * comes back unchanged.
 */
export function readableShade(colour: string, surface: FastColor): string {
  const start = new FastColor(colour);
  if (contrastRatio(start, surface) >= AA_TEXT_CONTRAST) return start.toHexString().toUpperCase();
  const { h, s, l } = start.toHsl();
  const step = surface.isDark() ? 0.005 : -0.005;
  for (let lightness = l + step; lightness > 0 && lightness < 1; lightness += step) {
    const shade = new FastColor({ h, s, l: lightness });
    if (contrastRatio(shade, surface) >= AA_TEXT_CONTRAST) return shade.toHexString().toUpperCase();
  }
  return surface.isDark() ? '#FFFFFF' : '#000000';
}
