import { generate } from '@ant-design/colors';
import { FastColor } from '@ant-design/fast-color';
import { theme } from 'antd';
import { PresetColors } from 'antd/es/theme/interface';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableShade } from '../components/readable-shade.ts';
import { readableComponentTokens, readableThemeTokens } from './readable-theme.ts';

const white = new FastColor('#ffffff');
const darkSurface = new FastColor('#141414');
// The settings panel's presets: the first six are too light for a white label, the last two read as they are.
const lightPresets = ['#409EFF', '#1677FF', '#13C2C2', '#52C41A', '#FA8C16', '#F5222D'];
const readablePresets = ['#722ED1', '#2F54EB'];
// antd's own list of tag colours, so a colour antd adds is checked too.
const tagPalettes = PresetColors;

describe('readable theme colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio(white, new FastColor('#000000'))).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
    // The spec's default theme colour under a white label: too light to read.
    expect(contrastRatio(white, new FastColor('#409EFF'))).toBeCloseTo(2.78, 2);
  });

  it.each(lightPresets)('darkens %s just enough for a white label and for text on white', (preset) => {
    const shade = new FastColor(readableShade(preset, white));
    expect(contrastRatio(shade, white)).toBeGreaterThanOrEqual(4.5);
    // The nearest such shade: a step lighter no longer reads.
    const { h, s, l } = shade.toHsl();
    expect(contrastRatio(new FastColor({ h, s, l: l + 0.01 }), white)).toBeLessThan(4.5);
    // Same hue.
    expect(Math.abs(shade.toHsl().h - new FastColor(preset).toHsl().h)).toBeLessThan(2);
  });

  it('lightens a colour for text on the dark theme surface', () => {
    const shade = new FastColor(readableShade('#2F54EB', darkSurface));
    expect(contrastRatio(shade, darkSurface)).toBeGreaterThanOrEqual(4.5);
    expect(shade.toHsl().l).toBeGreaterThan(new FastColor('#2F54EB').toHsl().l);
  });

  it.each(readablePresets)('leaves %s, which already reads, as it is', (preset) => {
    expect(readableShade(preset, white)).toBe(preset);
  });

  it.each(lightPresets.concat(readablePresets))(
    'in the light theme with %s, every text antd draws in a theme, status or tag colour reads where it sits',
    (themeColor) => {
      const token = theme.getDesignToken({
        algorithm: theme.defaultAlgorithm,
        token: readableThemeTokens(themeColor, 'light'),
      }) as unknown as Record<string, string>;
      const pairs: [string, string][] = [
        ['colorPrimary', 'colorTextLightSolid'], // a primary button's label
        ['colorPrimary', 'colorPrimaryBg'], // a selected item on its tint
        ['colorLink', 'colorBgContainer'],
        ['colorLink', 'colorInfoBg'], // an info alert's link
        ['colorTextTertiary', 'colorBgContainer'],
        ['colorTextPlaceholder', 'colorBgContainer'],
        ...['Success', 'Warning', 'Error', 'Info'].flatMap((status): [string, string][] => [
          [`color${status}`, `color${status}Bg`], // a status tag
          [`color${status}`, 'colorTextLightSolid'], // a danger button's label
        ]),
        ...tagPalettes.flatMap((name): [string, string][] => [
          [`${name}7`, `${name}1`],
          [`${name}-7`, `${name}-1`], // the name antd's CSS variables are made from
        ]),
      ];
      const colour = (name: string) => {
        const value = token[name];
        if (value === undefined) throw new Error(`antd has no token ${name}`);
        return new FastColor(value);
      };
      // A translucent text colour (antd's greys are black at some alpha) is read as laid on its surface.
      const unreadable = pairs.filter(
        ([text, surface]) => contrastRatio(colour(text).onBackground(colour(surface)), colour(surface)) < 4.5,
      );
      expect(unreadable).toEqual([]);
      // The tints stay those of the colour as chosen, not grey ones made from its darker shade.
      expect(token.colorPrimaryBg).toBe(generate(themeColor)[0]);
      expect(token.colorSuccessBg).toBe(generate('#52C41A')[0]);
    },
  );

  it('in the dark theme, status words read on the surface and tags, tabs and danger links where they sit', () => {
    const dark = readableThemeTokens('#409EFF', 'dark');
    const token = theme.getDesignToken({ algorithm: theme.darkAlgorithm, token: dark }) as unknown as Record<
      string,
      string
    >;
    const surface = new FastColor(token.colorBgContainer!);
    for (const status of ['Success', 'Warning', 'Error', 'Info']) {
      expect(contrastRatio(new FastColor(token[`color${status}Text`]!), surface)).toBeGreaterThanOrEqual(4.5);
      const tagWords = readableComponentTokens('#409EFF', 'dark')!.Tag[`color${status}`]!;
      expect(
        contrastRatio(new FastColor(tagWords), new FastColor(token[`color${status}Bg`]!)),
      ).toBeGreaterThanOrEqual(4.5);
    }
    const components = readableComponentTokens('#409EFF', 'dark')!;
    expect(contrastRatio(new FastColor(components.Tabs.itemSelectedColor), surface)).toBeGreaterThanOrEqual(
      4.5,
    );
    // A danger link's words on the surface, and a solid danger button's dark label on it.
    const danger = new FastColor(components.Button.colorError);
    expect(contrastRatio(danger, surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(danger, new FastColor(components.Button.dangerColor))).toBeGreaterThanOrEqual(4.5);
    expect(readableComponentTokens('#409EFF', 'light')).toBeUndefined();
  });

  it('in the dark theme, links read on the dark surface and a white label on the primary colour', () => {
    const dark = readableThemeTokens('#409EFF', 'dark');
    expect(contrastRatio(new FastColor(dark.colorLink), darkSurface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(new FastColor(dark.colorPrimary), white)).toBeGreaterThanOrEqual(4.5);
    const token = theme.getDesignToken({ algorithm: theme.darkAlgorithm, token: dark });
    const placeholder = new FastColor(token.colorTextPlaceholder).onBackground(
      new FastColor(token.colorBgContainer),
    );
    expect(contrastRatio(placeholder, new FastColor(token.colorBgContainer))).toBeGreaterThanOrEqual(4.5);
  });
});
