import type { DashboardRange } from '@app/contracts/dashboard';
import { DASHBOARD_DEFAULT_DAYS } from '@app/contracts/day-ranges';
import dayjs, { type Dayjs } from 'dayjs';

/** The first and the last day shown, both counted, as the picker holds them. */
export type DayRange = [Dayjs, Dayjs];

export type RangePreset = 'today' | 'last7' | 'last30' | 'thisMonth';

/** The picker's usual ranges, each ending today in the browser's calendar. */
export function presetRange(preset: RangePreset, now: Dayjs = dayjs()): DayRange {
  const today = now.startOf('day');
  const starts: Record<RangePreset, Dayjs> = {
    today,
    last7: today.subtract(6, 'day'),
    last30: today.subtract(DASHBOARD_DEFAULT_DAYS - 1, 'day'),
    thisMonth: today.startOf('month'),
  };
  return [starts[preset], today];
}

/** The API's range: the picked calendar dates as written, and the zone they are days in. */
export function dashboardRangeOf(range: DayRange, tz: string): DashboardRange {
  return { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD'), tz };
}
