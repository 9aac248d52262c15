import { ConfigProvider, theme } from 'antd';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyAfterPaint } from '../../components/after-paint.ts';
import type { RangePicker as RangePickerType } from './range-picker.tsx';

/** The picker's width, the same before and after it loads: two days and the arrow fit in every size. */
export const RANGE_PICKER_WIDTH = '18.5em';

// The date picker is the largest script of the dashboard's first paint (30 KB on the wire): the page's
// words paint first, then it loads into a frame of its size. (Its styles come made, with the shell's.)
const LoadedRangePicker = lazyAfterPaint(() => import('./range-picker.tsx').then((m) => m.RangePicker));

/** The range as the picker will show it, in a box of the picker's size, while the picker loads. */
export function PickerFrame({ value }: Pick<ComponentProps<typeof RangePickerType>, 'value'>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { componentSize } = ConfigProvider.useConfig();
  const large = componentSize === 'large';
  const days = large ? token.fontSizeLG : token.fontSize;
  const height =
    componentSize === 'small' ? token.controlHeightSM : large ? token.controlHeightLG : token.controlHeight;
  return (
    <div
      role="group"
      aria-label={t('dashboardFigures.range')}
      aria-busy="true"
      style={{
        boxSizing: 'border-box',
        width: RANGE_PICKER_WIDTH,
        height,
        display: 'inline-flex',
        alignItems: 'center',
        padding: `0 ${token.paddingSM - 1}px`,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
        borderRadius: large ? token.borderRadiusLG : token.borderRadius,
        background: token.colorBgContainer,
        color: token.colorText,
        // The width's em is the picker box's own font size; a large picker enlarges only its days.
        fontSize: token.fontSize,
        verticalAlign: 'top',
      }}
    >
      {/* Laid out as the picker lays out its two days: each in half the room, the arrow between, the
          calendar icon's room after. */}
      <span style={{ flex: 1, fontSize: days }}>{value[0].format('YYYY-MM-DD')}</span>
      <span aria-hidden style={{ color: token.colorTextQuaternary, margin: '0 8px', fontSize: days }}>
        →
      </span>
      <span style={{ flex: 1, fontSize: days }}>{value[1].format('YYYY-MM-DD')}</span>
      <span style={{ width: token.fontSize, marginInlineStart: 4 }} />
    </div>
  );
}

/** The dashboard's range picker, loaded once the page has painted; its frame holds the place till then. */
export function RangePickerLater(props: ComponentProps<typeof RangePickerType>) {
  return <LoadedRangePicker {...props} fallback={<PickerFrame value={props.value} />} />;
}
