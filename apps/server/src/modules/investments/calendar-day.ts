import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * When a calendar day (`YYYY-MM-DD`) starts in a time zone, and when the next one starts. A local day
 * may last 23 or 25 hours, or begin after midnight where the clocks jump at midnight (America/Santiago):
 * the zone database, not a fixed offset, says.
 */
export function dayBounds(date: string, timeZone = 'UTC'): { from: Date; before: Date } {
  const next = dayjs.utc(date).add(1, 'day').format('YYYY-MM-DD');
  return { from: dayjs.tz(date, timeZone).toDate(), before: dayjs.tz(next, timeZone).toDate() };
}
