import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import type { ListFilter } from '../../../api/list-request.ts';

/** Spec §4: investments over all time, one day, or an interval (start and end). */
export type TimeMode = 'all' | 'day' | 'interval';

export interface InvestmentTime {
  mode: TimeMode;
  date?: Dayjs | null;
  from?: Dayjs | null;
  to?: Dayjs | null;
}

export const ALL_TIME: InvestmentTime = { mode: 'all' };

/**
 * Today's date in UTC, as a local calendar date for the picker: the server counts a "day" as a UTC
 * day, so east of Greenwich before dawn this is still yesterday.
 */
export function todayUtc(now: Date = new Date()): Dayjs {
  return dayjs(now.toISOString().slice(0, 10));
}

/** The API's time filter (API.md: `time=all`, `time=day&date=`, `time=interval&from=&to=`). */
export function investmentTimeFilter(value: InvestmentTime | undefined): ListFilter {
  if (value?.mode === 'day') {
    // The picked calendar date as written: the server reads it as that UTC day.
    return value.date ? { time: 'day', date: value.date.format('YYYY-MM-DD') } : { time: 'day' };
  }
  if (value?.mode === 'interval') {
    const filter: ListFilter = { time: 'interval' };
    // The pickers show whole seconds; an end second includes its last millisecond.
    if (value.from) filter.from = value.from.startOf('second').toISOString();
    if (value.to) filter.to = value.to.endOf('second').toISOString();
    return filter;
  }
  return { time: 'all' };
}

/** What keeps the filter from being sent, as a text key; null when it may be. */
export function timeFilterProblem(value: InvestmentTime | undefined): string | null {
  if (value?.mode === 'day' && !value.date) return 'investment.time.pickDate';
  if (value?.mode === 'interval') {
    // Spec §5: an interval needs a start or an end time.
    if (!value.from && !value.to) return 'investment.time.pickBound';
    if (value.from && value.to && value.from.isAfter(value.to)) return 'investment.time.startAfterEnd';
  }
  return null;
}

export function timeFilterRule(t: TFunction): Rule {
  return {
    validator: (_rule, value: InvestmentTime | undefined) => {
      const problem = timeFilterProblem(value);
      return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
    },
  };
}
