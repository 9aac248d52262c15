import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { FUND_DEFAULT_DAYS, fundRangeProblem } from '@app/contracts/funds';
import { messageKeys } from '@app/contracts/validation';
import type { ListFilter } from '../../api/list-request.ts';
import { localTimeZone } from '../../components/local-time-zone.ts';

/** The first and the last day of a range, both included, as the picker holds them. */
export type DayRange = [Dayjs, Dayjs];

/** The last `days` days in the browser's calendar, today included. */
export function lastDays(days: number = FUND_DEFAULT_DAYS, today: Dayjs = dayjs()): DayRange {
  const last = today.startOf('day');
  return [last.subtract(days - 1, 'day'), last];
}

/** The API's range filter: the picked calendar dates as written, and the zone they are days in. */
export function dayRangeFilter(range: DayRange | null | undefined, timeZone = localTimeZone()): ListFilter {
  return range
    ? { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD'), tz: timeZone }
    : { tz: timeZone };
}

/** The range a filter names (`from` and `to` as calendar dates), or null when it names none. */
export function dayRangeOf(filter: ListFilter): DayRange | null {
  const day = (text: unknown) =>
    typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) ? dayjs(text) : null;
  const [from, to] = [day(filter.from), day(filter.to)];
  return from?.isValid() && to?.isValid() ? [from, to] : null;
}

/** What keeps a range from being asked for, as a text key; null when it may be. */
export function dayRangeProblem(range: DayRange | null | undefined): string | null {
  if (!range?.[0] || !range[1]) return messageKeys.required;
  return fundRangeProblem({ from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') });
}

export function dayRangeRule(t: TFunction): Rule {
  return {
    validator: (_rule, value: DayRange | null | undefined) => {
      const problem = dayRangeProblem(value);
      return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
    },
  };
}
