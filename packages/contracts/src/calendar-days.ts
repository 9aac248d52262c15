import { z } from 'zod';
import { messageKeys } from './validation.ts';

// Calendar dates (`YYYY-MM-DD`) as the admin reads them, in a time zone of their choosing.

/** Whether this runtime knows the IANA time zone name (`Asia/Shanghai`, `UTC`). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name, in which a day starts and ends. */
export const timeZoneField = z.string().max(64).refine(isTimeZone, messageKeys.timeZone);

export const calendarDate = z.iso.date();

const DAY_MS = 24 * 3600_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** The calendar date it is at `now` in the time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

/** The date `days` calendar days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** How many calendar days from `from` to `to`, both counted: 1 for the same day, 0 or less when reversed. */
export function daysInRange(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}
