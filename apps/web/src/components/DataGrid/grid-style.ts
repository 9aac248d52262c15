import { FastColor } from '@ant-design/fast-color';
import { theme, type GlobalToken } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import { readableShade } from '../readable-shade.ts';

// Spec §9: the overflow tooltip sits above everything, modals included.
export const TOOLTIP_Z_INDEX = 3000;

/** The grid's CSS reads antd's theme tokens through these variables, so it follows light/dark and the theme colour. */
export function useGridStyle(rowHeight: number): CSSProperties {
  const { token } = theme.useToken();
  return useMemo(
    () =>
      ({
        '--dg-row-h': `${rowHeight}px`,
        '--dg-bg': token.colorBgContainer,
        '--dg-header-bg': token.colorFillAlter,
        '--dg-border': token.colorBorderSecondary,
        '--dg-text': token.colorText,
        '--dg-header-text': token.colorTextHeading,
        '--dg-muted': token.colorTextTertiary,
        '--dg-scrollbar': token.colorTextQuaternary,
        '--dg-scrollbar-hover': token.colorTextTertiary,
        '--dg-hover': token.controlItemBgHover,
        '--dg-selected': token.colorPrimaryBg,
        '--dg-current': token.colorPrimaryBgHover,
        '--dg-primary': token.colorPrimary,
        '--dg-primary-hover': token.colorPrimaryHover,
        '--dg-primary-active': token.colorPrimaryActive,
        '--dg-control-h': `${token.controlHeight}px`,
        '--dg-control-radius': `${token.borderRadius}px`,
        '--dg-control-border': token.colorBorder,
        '--dg-control-shadow': `0 ${token.controlOutlineWidth}px 0 ${token.controlTmpOutline}`,
        '--dg-focus-ring': `${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}`,
        '--dg-motion': `${token.motionDurationMid} ${token.motionEaseInOut}`,
        '--dg-font-size': `${token.fontSize}px`,
        '--dg-font': token.fontFamily,
        '--dg-pad': `${token.paddingXS}px`,
        '--dg-radius': `${token.borderRadiusLG}px`,
        '--dg-menu-bg': token.colorBgElevated,
        '--dg-menu-shadow': token.boxShadowSecondary,
        '--dg-menu-hover': token.controlItemBgHover,
        '--dg-fixed-shadow-left': `inset -10px 0 8px -8px ${token.colorSplit}`,
        '--dg-fixed-shadow-right': `inset 10px 0 8px -8px ${token.colorSplit}`,
      }) as CSSProperties,
    [token, rowHeight],
  );
}

export type TagStyle = (color: string | undefined) => CSSProperties;

const statusTokens = {
  success: ['colorSuccessBg', 'colorSuccessBorder', 'colorSuccess'],
  processing: ['colorInfoBg', 'colorInfoBorder', 'colorInfo'],
  error: ['colorErrorBg', 'colorErrorBorder', 'colorError'],
  warning: ['colorWarningBg', 'colorWarningBorder', 'colorWarning'],
} as const satisfies Record<string, readonly (keyof GlobalToken)[]>;

const tagStyles = new WeakMap<GlobalToken, Map<string, CSSProperties>>();

function shadeOf(token: GlobalToken, name: string, level: number): string | undefined {
  const value = (token as unknown as Record<string, unknown>)[`${name}${level}`];
  return typeof value === 'string' ? value : undefined;
}

function computeTagStyle(token: GlobalToken, color: string | undefined): CSSProperties {
  if (!color || color === 'default') {
    return { background: token.colorFillQuaternary, borderColor: token.colorBorder, color: token.colorText };
  }
  // A tag's words in its colour's shade that reads on its tint (readable-theme.ts), in either theme.
  if (color in statusTokens) {
    const [background, border, text] = statusTokens[color as keyof typeof statusTokens];
    const tint = token[background];
    return {
      background: tint,
      borderColor: token[border],
      color: readableShade(token[text], new FastColor(tint)),
    };
  }
  const light = shadeOf(token, color, 1);
  const text = shadeOf(token, color, 7);
  if (light && text)
    return {
      background: light,
      borderColor: shadeOf(token, color, 3),
      color: readableShade(text, new FastColor(light)),
    };
  return { background: color, borderColor: 'transparent', color: token.colorTextLightSolid };
}

function tagStyleFor(token: GlobalToken, color: string | undefined): CSSProperties {
  let styles = tagStyles.get(token);
  if (!styles) {
    styles = new Map();
    tagStyles.set(token, styles);
  }
  const key = color ?? 'default';
  let style = styles.get(key);
  if (!style) {
    style = computeTagStyle(token, color);
    styles.set(key, style);
  }
  return style;
}

/**
 * The colours antd's Tag gives a `color`: a status (success, processing, error, warning), a preset
 * palette name (blue, green, ...: shades 1, 3 and 7), or any CSS colour as a solid background.
 * Cells draw tags as plain spans with these colours; antd's Tag costs too much to mount per cell.
 */
export function useTagStyle(): TagStyle {
  const { token } = theme.useToken();
  return useMemo(() => (color: string | undefined) => tagStyleFor(token, color), [token]);
}
