/** The browser's own IANA time zone (`Asia/Shanghai`): the server counts a picked day in it. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
