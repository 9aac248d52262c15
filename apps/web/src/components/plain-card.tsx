import { ConfigProvider, theme } from 'antd';
import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';

// antd's Card draws these too, but it brings its tabbed header along (antd's Tabs, some 35 KB of script a
// page of figures would wait for before its first paint and never run). This draws a titled card as
// antd's does, with the theme's tokens, at the size antd's would take.

export interface PlainCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** antd's card sizes; the layout's size when absent (the settings' "small" makes every card small). */
  size?: 'default' | 'small';
  ref?: Ref<HTMLDivElement>;
}

export function PlainCard({ title, size, className, style, children, ...rest }: PlainCardProps) {
  const { token } = theme.useToken();
  const { componentSize } = ConfigProvider.useConfig();
  const small = (size ?? (componentSize === 'small' ? 'small' : 'default')) === 'small';
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const card: CSSProperties = {
    position: 'relative',
    boxSizing: 'border-box',
    background: token.colorBgContainer,
    border,
    borderRadius: token.borderRadiusLG,
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    ...style,
  };
  const fontSize = small ? token.fontSize : token.fontSizeLG;
  const lineHeight = small ? token.lineHeight : token.lineHeightLG;
  const head: CSSProperties = {
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    minHeight: fontSize * lineHeight + (small ? token.paddingXS : token.padding) * 2,
    marginBottom: -token.lineWidth,
    padding: `0 ${small ? token.paddingSM : token.paddingLG}px`,
    color: token.colorTextHeading,
    fontWeight: token.fontWeightStrong,
    fontSize,
    borderBottom: border,
  };
  return (
    <div {...rest} className={className ? `plain-card ${className}` : 'plain-card'} style={card}>
      {title !== undefined && <div style={head}>{title}</div>}
      <div style={{ padding: small ? token.paddingSM : token.paddingLG }}>{children}</div>
    </div>
  );
}
