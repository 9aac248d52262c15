let zone: string | undefined;

/**
 * The browser's own IANA time zone (`Asia/Shanghai`): the server counts a picked day in it. Read once a
 * page load: the first read loads the browser's time zone data, and lists and charts ask on every render.
 */
export function localTimeZone(): string {
  return (zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
}
