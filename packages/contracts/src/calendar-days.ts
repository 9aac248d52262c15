import { z } from 'zod';
import { messageKeys } from './validation.ts';

// Calendar dates (`YYYY-MM-DD`) as the admin reads them, in a time zone of their choosing.

// Making a formatter costs about 90 µs, as much as the rest of a cached dashboard request: one is kept per
// zone name. Names may differ in case only, so any number of them could be asked for: the memory is bounded.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const FORMATTERS_KEPT = 500;

/** Writes dates as YYYY-MM-DD (en-CA) in the zone; throws on a zone this runtime does not know. */
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone });
    if (dayFormatters.size >= FORMATTERS_KEPT) dayFormatters.clear();
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether this runtime knows the IANA time zone name (`Asia/Shanghai`, `UTC`). */
function isTimeZone(name: string): boolean {
  try {
    dayFormatter(name);
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone name, in which a day starts and ends. */
// A name too long to be a zone is only too long: one message for the one rule it breaks.
export const timeZoneField = z.string().max(64, { abort: true }).refine(isTimeZone, messageKeys.timeZone);

export const calendarDate = z.iso.date();

const DAY_MS = 24 * 3600_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** The calendar date it is at `now` in the time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dayFormatter(timeZone).format(now);
}

/** The date `days` calendar days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** How many calendar days from `from` to `to`, both counted: 1 for the same day, 0 or less when reversed. */
export function daysInRange(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}
