import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import type { ListFilter } from '../../api/list-request.ts';
import { localTimeZone } from '../../components/local-time-zone.ts';

/** Spec §4: investments over all time, one day, or an interval (start and end). */
export type TimeMode = 'all' | 'day' | 'interval';

export interface InvestmentTime {
  mode: TimeMode;
  date?: Dayjs | null;
  from?: Dayjs | null;
  to?: Dayjs | null;
}

export const ALL_TIME: InvestmentTime = { mode: 'all' };

/** The API's time filter (API.md: `time=all`, `time=day&date=`, `time=interval&from=&to=`). */
export function investmentTimeFilter(
  value: InvestmentTime | undefined,
  timeZone: string = localTimeZone(),
): ListFilter {
  if (value?.mode === 'day') {
    // The picked calendar date as written, and the zone it is a day in: the admin's day, not UTC's.
    return value.date
      ? { time: 'day', date: value.date.format('YYYY-MM-DD'), tz: timeZone }
      : { time: 'day' };
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

/** The time a filter names (one read from the address); all time when it names none. */
export function investmentTimeOf(filter: ListFilter): InvestmentTime {
  const moment = (text: unknown) => {
    const value = typeof text === 'string' ? dayjs(text) : null;
    return value?.isValid() ? value : null;
  };
  if (filter.time === 'day') return { mode: 'day', date: moment(filter.date) };
  if (filter.time === 'interval')
    return { mode: 'interval', from: moment(filter.from), to: moment(filter.to) };
  return ALL_TIME;
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
