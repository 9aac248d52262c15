import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { liveMark, markPath, removeMark, writeMark } from './server-mark.ts';

/** A refusal the operator can act on; the command line prints its message alone. */
export class BackupRefused extends Error {}

const hostForUrl = (host: string) => (host.includes(':') ? `[${host}]` : host);

/**
 * Writes a backup of the embedded database at dataDir to file: asked of the server running on the folder
 * when there is one (it alone may open it), taken from the folder itself otherwise. The file appears
 * whole or not at all.
 */
export async function backupEmbedded(
  dataDir: string,
  file: string,
): Promise<{ from: 'server' | 'folder'; bytes: number }> {
  const mark = liveMark(dataDir);
  let dump: Buffer;
  if (mark) {
    const url = `http://${hostForUrl(mark.host)}:${mark.port}/operations/backup`;
    const res = await fetch(url, { headers: { authorization: `Bearer ${mark.token}` } }).catch(
      (err: Error) => {
        throw new BackupRefused(
          `the server (process ${mark.pid}) holding ${dataDir} did not answer at ${url}: ${err.message}`,
        );
      },
    );
    if (!res.ok) throw new BackupRefused(`the server (process ${mark.pid}) answered ${res.status} at ${url}`);
    dump = Buffer.from(await res.arrayBuffer());
  } else {
    if (!existsSync(join(dataDir, 'PG_VERSION')))
      throw new BackupRefused(`no embedded database at ${dataDir}`);
    dump = await dumpStoppedFolder(dataDir);
  }
  const partial = `${file}.partial`;
  writeFileSync(partial, dump, { mode: 0o600 });
  renameSync(partial, file);
  return { from: mark ? 'server' : 'folder', bytes: dump.length };
}

// No server holds the folder: this process opens it, leaving the note so a restore waits meanwhile.
async function dumpStoppedFolder(dataDir: string): Promise<Buffer> {
  const { PGlite } = await import('@electric-sql/pglite');
  const token = randomBytes(16).toString('hex');
  writeMark(dataDir, { pid: process.pid, host: '', port: 0, token });
  try {
    const client = await PGlite.create(dataDir);
    try {
      await client.exec('checkpoint');
      return Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await client.close();
    }
  } finally {
    removeMark(dataDir, token);
  }
}

/**
 * Brings a backup back into dataDir. Refuses while a server holds the folder, and a folder with anything in
 * it unless forced; a forced restore keeps the folder it replaces beside it. The backup is opened in a
 * folder of its own first, so a bad file leaves dataDir as it was.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  options: { force?: boolean } = {},
): Promise<{ kept?: string }> {
  const mark = liveMark(dataDir);
  if (mark) {
    throw new BackupRefused(
      `a server (process ${mark.pid}) is running on ${dataDir}: stop it, then restore` +
        ` (if that process is not this product's server, delete ${markPath(dataDir)})`,
    );
  }
  if (!existsSync(file)) throw new BackupRefused(`no backup at ${file}`);
  const occupied = existsSync(dataDir) && readdirSync(dataDir).length > 0;
  if (occupied && !options.force) {
    throw new BackupRefused(
      `${dataDir} is not empty: restore into an empty folder, or add --force to replace it`,
    );
  }

  const staging = `${dataDir.replace(/[/\\]+$/, '')}.restoring`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create({ dataDir: staging, loadDataDir: new Blob([readFileSync(file)]) });
    try {
      // The product's own tables answer: this is a backup of ours, not any tarball.
      await client.query('select count(*) from users');
      await client.exec('checkpoint');
    } finally {
      await client.close();
    }
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw new BackupRefused(
      `${file} is not a backup of this product's embedded database: ${(err as Error).message}`,
    );
  }

  let kept: string | undefined;
  if (occupied) {
    kept = `${dataDir.replace(/[/\\]+$/, '')}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, kept);
  } else {
    rmSync(dataDir, { recursive: true, force: true });
  }
  renameSync(staging, dataDir);
  return { kept };
}
