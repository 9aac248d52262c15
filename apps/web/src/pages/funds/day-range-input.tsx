import { DatePicker, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FUND_MAX_DAYS } from '@app/contracts/day-ranges';
import { localTimeZone } from '../../components/local-time-zone.ts';
import { lastDays, type DayRange } from './day-range.ts';

interface DayRangeInputProps {
  // Handed in by the filter bar's form item.
  value?: DayRange | null;
  onChange?: (value: DayRange) => void;
  id?: string;
}

/** Two calendar days (never empty), a few usual ranges, and the zone the days are counted in. */
export function DayRangeInput({ value, onChange, id }: DayRangeInputProps) {
  const { t } = useTranslation();
  const today = dayjs().startOf('day');
  const presets: { label: string; value: DayRange }[] = [
    { label: t('finance.fund.presets.last7'), value: lastDays(7, today) },
    { label: t('finance.fund.presets.last30'), value: lastDays(30, today) },
    { label: t('finance.fund.presets.thisMonth'), value: [today.startOf('month'), today] },
    {
      label: t('finance.fund.presets.lastMonth'),
      value: [
        today.subtract(1, 'month').startOf('month'),
        today.subtract(1, 'month').endOf('month').startOf('day'),
      ],
    },
  ];

  return (
    <Space wrap size={8}>
      <DatePicker.RangePicker
        id={id}
        value={value}
        allowClear={false}
        presets={presets}
        placeholder={[t('crud.startDate'), t('crud.endDate')]}
        // The server answers at most a leap year of days: the picker offers no more.
        disabledDate={(day, { from }) => !!from && Math.abs(day.diff(from, 'day')) >= FUND_MAX_DAYS}
        onChange={(picked) => {
          if (picked?.[0] && picked[1]) onChange?.([picked[0], picked[1]]);
        }}
      />
      <Typography.Text type="secondary">
        {t('finance.fund.zoneDay', { zone: localTimeZone() })}
      </Typography.Text>
    </Space>
  );
}
