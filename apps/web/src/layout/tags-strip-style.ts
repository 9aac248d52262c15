import { theme } from 'antd';
import { useMemo, type CSSProperties } from 'react';

/** The tab strip's CSS (tags-view.css) reads antd's theme tokens through these variables: light, dark and the theme colour. */
export function useTagsStripStyle(): CSSProperties {
  const { token } = theme.useToken();
  return useMemo(
    () =>
      ({
        '--tags-bg': token.colorBgContainer,
        '--tags-fill': token.colorFillAlter,
        '--tags-border': token.colorBorderSecondary,
        '--tags-text': token.colorText,
        '--tags-muted': token.colorTextTertiary,
        '--tags-primary': token.colorPrimary,
        '--tags-primary-hover': token.colorPrimaryHover,
        '--tags-radius': `${token.borderRadiusLG}px`,
        '--tags-focus-ring': `${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}`,
        '--tags-motion': `${token.motionDurationSlow} ${token.motionEaseInOut}`,
        '--tags-font-size': `${token.fontSize}px`,
        '--tags-pad': `${token.paddingXXS * 1.5}px ${token.padding}px`,
        '--tags-gap': `${token.marginXXS / 2}px`,
      }) as CSSProperties,
    [token],
  );
}
