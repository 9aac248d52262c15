import { DatePicker, type GetRef } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FUND_MAX_DAYS } from '@app/contracts/day-ranges';
import { RANGE_PICKER_WIDTH } from './range-picker-frame.tsx';
import { presetRange, type DayRange, type RangePreset } from './range.ts';

const presets: RangePreset[] = ['today', 'last7', 'last30', 'thisMonth'];

interface RangePickerProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** The day (0 the first, 1 the last) whose input takes the focus as the picker mounts. */
  focusDay?: number;
  /** The calendar open as the picker mounts. */
  openOnMount?: boolean;
}

/** Two calendar days (never empty) and the usual ranges; at most the year of days the server answers. */
export function RangePicker({ value, onChange, focusDay, openOnMount }: RangePickerProps) {
  const { t } = useTranslation();
  const picker = useRef<GetRef<typeof DatePicker.RangePicker>>(null);
  // Only as it mounts: the user's first use of the frame that stood in its place (range-picker-frame.tsx).
  const focusOnMount = useRef(focusDay);
  useEffect(() => {
    const day = focusOnMount.current;
    if (day !== undefined) picker.current?.nativeElement.querySelectorAll('input')[day]?.focus();
  }, []);
  return (
    <DatePicker.RangePicker
      ref={picker}
      defaultOpen={openOnMount}
      value={value}
      allowClear={false}
      aria-label={t('dashboardFigures.range')}
      style={{ width: RANGE_PICKER_WIDTH }}
      presets={presets.map((preset) => ({
        label: t(`dashboardFigures.presets.${preset}`),
        value: presetRange(preset),
      }))}
      placeholder={[t('crud.startDate'), t('crud.endDate')]}
      disabledDate={(day, { from }) => !!from && Math.abs(day.diff(from, 'day')) >= FUND_MAX_DAYS}
      // Days past the limit are greyed, and a typed one is not taken: the calendar says why.
      renderExtraFooter={() => t('dashboardFigures.rangeLimit', { days: FUND_MAX_DAYS })}
      onChange={(picked) => {
        if (picked?.[0] && picked[1]) onChange([picked[0], picked[1]]);
      }}
    />
  );
}
