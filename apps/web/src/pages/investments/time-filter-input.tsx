import { DatePicker, Segmented, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { localTimeZone } from '../../components/local-time-zone.ts';
import { ALL_TIME, type InvestmentTime, type TimeMode } from './time-filter.ts';

interface InvestmentTimeInputProps {
  /** Names the mode switch; the form item's label says what it filters. */
  label: string;
  // Handed in by the filter bar's form item.
  value?: InvestmentTime;
  onChange?: (value: InvestmentTime) => void;
  id?: string;
}

/** The mode switch, and for a day one date, for an interval a start and an end (either may stay empty). */
export function InvestmentTimeInput({ label, value = ALL_TIME, onChange, id }: InvestmentTimeInputProps) {
  const { t } = useTranslation();
  const change = (patch: Partial<InvestmentTime>) => onChange?.({ ...value, ...patch });
  const switchTo = (mode: TimeMode) =>
    // A day starts at today: the day staff ask about most.
    change({ mode, ...(mode === 'day' && !value.date ? { date: dayjs().startOf('day') } : {}) });

  return (
    <Space wrap size={8}>
      <Segmented<TimeMode>
        id={id}
        aria-label={label}
        value={value.mode}
        onChange={switchTo}
        options={[
          { value: 'all', label: t('investment.time.all') },
          { value: 'day', label: t('investment.time.day') },
          { value: 'interval', label: t('investment.time.interval') },
        ]}
      />
      {value.mode === 'day' && (
        <>
          <DatePicker
            aria-label={t('investment.time.date')}
            placeholder={t('investment.time.date')}
            value={value.date ?? null}
            onChange={(date) => change({ date })}
          />
          <Typography.Text type="secondary">
            {t('investment.time.zoneDay', { zone: localTimeZone() })}
          </Typography.Text>
        </>
      )}
      {value.mode === 'interval' && (
        <>
          <DatePicker
            showTime
            aria-label={t('investment.time.start')}
            placeholder={t('investment.time.start')}
            value={value.from ?? null}
            onChange={(from) => change({ from })}
          />
          <DatePicker
            showTime
            aria-label={t('investment.time.end')}
            placeholder={t('investment.time.end')}
            value={value.to ?? null}
            onChange={(to) => change({ to })}
          />
        </>
      )}
    </Space>
  );
}
