import { generate, presetPalettes } from '@ant-design/colors';
import { FastColor } from '@ant-design/fast-color';
import { readableShade, WHITE } from '../components/readable-shade.ts';
import type { ThemeMode } from '../stores/settings.ts';

// antd's dark theme lays text on #141414 (colorBgContainer); links there need a lighter shade instead.
const DARK_SURFACE = new FastColor('#141414');
// antd's status seeds. Its tags, danger links and the grid's status tags write text in them.
const STATUS_SEEDS = { Success: '#52C41A', Warning: '#FAAD14', Error: '#FF4D4F', Info: '#1677FF' };
// antd's tag colours (PresetColors but pink, its other name for magenta): a tag writes shade 7 on shade 1.
const TAG_PALETTES = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

/**
 * A seed colour's tokens on a light surface: the seed itself (a white label on it, its text on its own
 * pale tint) in its readable shade, and the tints as antd would make them from the colour as chosen.
 * antd makes the tints from the seed, so a darker seed alone would turn them grey. `alsoOn`: other
 * tints its text sits on.
 */
function lightSeedTokens(name: string, colour: string, alsoOn: string[] = []) {
  const palette = generate(colour);
  const tint = palette[0] as string;
  const darkestSurface = [tint, ...alsoOn]
    .map((surface) => new FastColor(surface))
    .reduce((darkest, surface) => (surface.getLuminance() < darkest.getLuminance() ? surface : darkest));
  const readable = readableShade(colour, darkestSurface);
  return {
    [`color${name}`]: readable,
    // The colour's text token (a signed amount, an alert's words) is the same readable shade.
    [`color${name}Text`]: readable,
    [`color${name}Bg`]: tint,
    [`color${name}BgHover`]: palette[1],
    [`color${name}Border`]: palette[2],
    [`color${name}BorderHover`]: palette[3],
  };
}

/** The light theme's status and tag colours: they do not follow the theme colour, so they are made once. */
let lightFixedColours: Record<string, string> | undefined;
function lightFixedTokens() {
  lightFixedColours ??= Object.assign(
    {},
    ...Object.entries(STATUS_SEEDS).map(([name, seed]) => lightSeedTokens(name, seed)),
    ...TAG_PALETTES.map((name) => {
      const palette = presetPalettes[name] as string[];
      const text = readableShade(palette[6] as string, new FastColor(palette[0] as string));
      // antd keeps each palette shade under two names; its CSS variables are made from the dashed one.
      return { [`${name}7`]: text, [`${name}-7`]: text };
    }),
  ) as Record<string, string>;
  return lightFixedColours;
}

/**
 * antd's colour tokens for the chosen theme colour (spec: default #409EFF). The colour as chosen stays
 * the setting and marks what carries no text (the progress bar, the open tab's bar, tints); what
 * carries text uses its nearest shade that reads: a primary button's white label (2.8:1 on #409EFF as
 * it is), links, a selected item on its tint. In the light theme antd's status and tag colours take
 * their readable shades too (its defaults are 1.8–3.7:1 on their tints), and its secondary text and
 * select placeholders (black at 45% and 25%: 3.4:1 and 1.9:1 on white) are black at 55% (4.7:1).
 */
export function readableThemeTokens(
  themeColor: string,
  mode: ThemeMode,
): { colorPrimary: string; colorLink: string } & Record<string, string> {
  if (mode === 'dark') {
    return {
      ...darkStatusTextTokens(),
      colorPrimary: readableShade(themeColor, WHITE),
      colorLink: readableShade(themeColor, DARK_SURFACE),
      // White at 25%: 2.2:1 on the dark surface. At 55%, 6:1.
      colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
    };
  }
  // Links and primary text also sit on the info tint: an info alert's "select all that match" link.
  const primary = lightSeedTokens('Primary', themeColor, [generate(STATUS_SEEDS.Info)[0] as string]);
  const colorPrimary = primary.colorPrimary as string;
  return {
    ...lightFixedTokens(),
    ...primary,
    colorPrimary,
    colorLink: colorPrimary,
    colorTextTertiary: 'rgba(0, 0, 0, 0.55)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  };
}

/** antd's dark status colours as antd makes them: index 0 is the tint, 5 the colour itself. */
const darkPaletteOf = (seed: string) =>
  generate(seed, { theme: 'dark', backgroundColor: DARK_SURFACE.toHexString() });

/** The dark theme's status text tokens (a signed amount's words) in shades that read on the dark surface. */
function darkStatusTextTokens(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(STATUS_SEEDS).map(([name, seed]) => [
      `color${name}Text`,
      readableShade(darkPaletteOf(seed)[5] as string, DARK_SURFACE),
    ]),
  );
}

/**
 * What antd's dark theme draws as text in colours made for backgrounds, in shades that read where they
 * sit: the selected tab's words (the primary colour is dark enough for a white label, too dark for text
 * on the dark surface), status tags' words on their dark tints, and danger links. A colour cannot read
 * both under a white label and as text on the dark surface, so a solid danger button's label is dark.
 * The light theme needs none of these (readableThemeTokens covers it).
 */
export function readableComponentTokens(themeColor: string, mode: ThemeMode) {
  if (mode === 'light') return undefined;
  const link = readableShade(themeColor, DARK_SURFACE);
  const tagText = Object.fromEntries(
    Object.entries(STATUS_SEEDS).map(([name, seed]) => {
      const palette = darkPaletteOf(seed);
      return [`color${name}`, readableShade(palette[5] as string, new FastColor(palette[0] as string))];
    }),
  );
  return {
    Tabs: { itemSelectedColor: link, itemHoverColor: link, itemActiveColor: link },
    Tag: tagText,
    Button: { colorError: tagText.colorError as string, dangerColor: DARK_SURFACE.toHexString() },
  };
}
