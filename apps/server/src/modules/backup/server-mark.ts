import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * The note a running server leaves beside its embedded data folder (`<DATA_DIR>.server.json`, readable by
 * its own user alone): which process holds the folder, where it listens, and the secret that opens its
 * backup route. `npm run backup` reads it to ask the server; `npm run restore` refuses while it is live.
 */
export interface ServerMark {
  pid: number;
  host: string;
  port: number;
  token: string;
}

export const markPath = (dataDir: string) => `${dataDir.replace(/[/\\]+$/, '')}.server.json`;

export function writeMark(dataDir: string, mark: ServerMark) {
  writeFileSync(markPath(dataDir), JSON.stringify(mark), { mode: 0o600 });
}

export function readMark(dataDir: string): ServerMark | null {
  try {
    return JSON.parse(readFileSync(markPath(dataDir), 'utf8')) as ServerMark;
  } catch {
    return null;
  }
}

/** Removes the note if it is still this server's (a later server on the folder may have written its own). */
export function removeMark(dataDir: string, token: string) {
  if (readMark(dataDir)?.token === token) rmSync(markPath(dataDir), { force: true });
}

/** The note of a server still running; a note left by a killed server names a process that is gone. */
export function liveMark(dataDir: string): ServerMark | null {
  const mark = readMark(dataDir);
  if (!mark) return null;
  try {
    process.kill(mark.pid, 0);
    return mark;
  } catch (err) {
    // EPERM: the process exists but belongs to another user — still running.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? mark : null;
  }
}
