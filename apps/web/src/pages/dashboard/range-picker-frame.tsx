import { ConfigProvider, theme } from 'antd';
import { lazy, Suspense, useEffect, useState, type ComponentProps, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { afterPaint } from '../../components/after-paint.ts';
import type { RangePicker as RangePickerType } from './range-picker.tsx';

/** The picker's width, the same in the frame and in the picker: two days and the arrow fit in every size. */
export const RANGE_PICKER_WIDTH = '18.5em';

// The date picker is the largest script of the dashboard (30 KB on the wire), and its first render, with
// its styles and layout, the longest work after the page has painted (a tenth of a second on a slow
// phone), though most visits never change the range. Its script comes once the page has painted; it
// renders when the admin first goes to one of the days, in the frame below until then.
const loadPicker = () => import('./range-picker.tsx');
const LoadedRangePicker = lazy(() => loadPicker().then((m) => ({ default: m.RangePicker })));

type PickerProps = ComponentProps<typeof RangePickerType>;

/** Which day the admin went to first (0 the first, 1 the last), and whether by pointer (the calendar opens). */
interface FirstUse {
  day: number;
  open: boolean;
}

interface FrameProps extends Pick<PickerProps, 'value'> {
  /** The admin went to a day: the picker takes over. Absent while it loads. */
  onUse?: (use: FirstUse) => void;
}

/**
 * The range as the picker shows it, in a box of the picker's size: two read-only fields, the days, which
 * hand over to the picker as one is focused (a click, a tap, the Tab key).
 */
export function PickerFrame({ value, onUse }: FrameProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { componentSize } = ConfigProvider.useConfig();
  const large = componentSize === 'large';
  const days = large ? token.fontSizeLG : token.fontSize;
  const height =
    componentSize === 'small' ? token.controlHeightSM : large ? token.controlHeightLG : token.controlHeight;
  // Each day as the picker's input draws it: its own width, no box of its own.
  const dayStyle: CSSProperties = {
    flex: 1,
    minWidth: 0,
    padding: 0,
    border: 0,
    outline: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    fontSize: days,
    cursor: onUse ? 'pointer' : 'progress',
  };
  const day = (index: number, placeholder: string) => (
    <input
      readOnly
      value={value[index]!.format('YYYY-MM-DD')}
      placeholder={placeholder}
      aria-label={placeholder}
      // A press opens the calendar, as it opens the picker's; the Tab key only focuses the day, as there.
      onPointerDown={() => onUse?.({ day: index, open: true })}
      onFocus={() => onUse?.({ day: index, open: false })}
      style={dayStyle}
    />
  );
  return (
    <div
      role="group"
      aria-label={t('dashboardFigures.range')}
      aria-busy={onUse ? undefined : 'true'}
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
      {day(0, t('crud.startDate'))}
      <span aria-hidden style={{ color: token.colorTextQuaternary, margin: '0 8px', fontSize: days }}>
        →
      </span>
      {day(1, t('crud.endDate'))}
      <span style={{ width: token.fontSize, marginInlineStart: 4 }} />
    </div>
  );
}

/**
 * The dashboard's range picker: the frame until the admin first goes to a day, then the picker, with that
 * day's field focused, and its calendar open when a press took them there.
 */
export function RangePickerLater(props: PickerProps) {
  const [firstUse, setFirstUse] = useState<FirstUse>();
  useEffect(() => {
    // A script that does not come now is asked for again when the picker is first used.
    void afterPaint()
      .then(loadPicker)
      .catch(() => undefined);
  }, []);
  if (!firstUse)
    return <PickerFrame value={props.value} onUse={(use) => setFirstUse((first) => first ?? use)} />;
  return (
    <Suspense fallback={<PickerFrame value={props.value} />}>
      <LoadedRangePicker {...props} focusDay={firstUse.day} openOnMount={firstUse.open} />
    </Suspense>
  );
}
