import { DatePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { FUND_MAX_DAYS } from '@app/contracts/day-ranges';
import { RANGE_PICKER_WIDTH } from './range-picker-frame.tsx';
import { presetRange, type DayRange, type RangePreset } from './range.ts';

const presets: RangePreset[] = ['today', 'last7', 'last30', 'thisMonth'];

/** Two calendar days (never empty) and the usual ranges; at most the year of days the server answers. */
export function RangePicker({ value, onChange }: { value: DayRange; onChange: (range: DayRange) => void }) {
  const { t } = useTranslation();
  return (
    <DatePicker.RangePicker
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
