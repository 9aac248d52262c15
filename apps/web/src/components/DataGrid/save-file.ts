// Saving a file the browser has (a grid's CSV, a streamed export), apart from building CSV: the request
// layer saves exports too, and the sign-in page's scripts should not carry the CSV writer.
import dayjs, { type Dayjs } from 'dayjs';

/** Spec §9 and API.md: `<name>-yyyyMMddHHmmss.csv`, the same shape the server's exports use. */
export function exportFileName(name: string, at: Dayjs = dayjs()): string {
  return `${name}-${at.format('YYYYMMDDHHmmss')}.csv`;
}

export function canDownload(): boolean {
  return (
    typeof Blob === 'function' && typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function'
  );
}

/**
 * Saves a file through a temporary link. Also for the API module's "export all", which receives the
 * server's streamed CSV as a Blob: that request needs the bearer token, so a plain link cannot fetch it.
 */
export function saveFile(content: Blob | string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
