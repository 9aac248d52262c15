let zone: string | undefined;

/** The part of the Temporal API (in browsers from 2026 on) that names the system's time zone. */
interface TemporalNow {
  Now?: { timeZoneId?: () => string };
}

/**
 * The browser's own IANA time zone (`Asia/Shanghai`): the server counts a picked day in it. Read once a
 * page load, as lists and charts ask on every render. Temporal names it at once; Intl only by making a
 * date format, whose first one loads the browser's date format data (a tenth of a second on a slow
 * phone), which nothing else on a first paint needs.
 */
export function localTimeZone(): string {
  return (zone ??= timeZoneOfTemporal() ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
}

function timeZoneOfTemporal(): string | undefined {
  try {
    return (globalThis as { Temporal?: TemporalNow }).Temporal?.Now?.timeZoneId?.() || undefined;
  } catch {
    return undefined;
  }
}
