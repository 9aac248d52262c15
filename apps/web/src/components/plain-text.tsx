import { theme } from 'antd';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

// antd's Typography draws these too, but it brings its in-place editing along, and with it antd's input
// and text area: some 50 KB of script that a page of figures would wait for before its first paint. These
// draw the same with the theme's tokens.

/** A page's title line, as antd's level-3 title draws it, without its margin. */
export function PageTitle({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <h3
      style={{
        margin: 0,
        color: token.colorTextHeading,
        fontSize: token.fontSizeHeading3,
        lineHeight: token.lineHeightHeading3,
        fontWeight: token.fontWeightStrong,
        wordBreak: 'break-word',
      }}
    >
      {children}
    </h3>
  );
}

/** A side note in the theme's secondary text colour, as antd's secondary text draws it. */
export function SecondaryText({
  style,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { style?: CSSProperties }) {
  const { token } = theme.useToken();
  return <span {...props} style={{ color: token.colorTextSecondary, wordBreak: 'break-word', ...style }} />;
}
