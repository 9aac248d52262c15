import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { booksOf, expectBooksBalanced, makeHistory } from './backup-history.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { balanceOf } from './money-helpers.ts';

// docs/operations.md, "Backups": the PostgreSQL procedure, run as an operator would run it.
const folder = mkdtempSync(join(tmpdir(), 'bo-pg-backup-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** pg_dump or pg_restore of the server's major version (an older one refuses a newer server). */
function postgresTool(name: string, major: number): string | null {
  const candidates = [`/usr/lib/postgresql/${major}/bin/${name}`, name];
  for (const bin of candidates) {
    try {
      const version = execFileSync(bin, ['--version'], { encoding: 'utf8' });
      if (Number(/(\d+)(\.\d+)?/.exec(version)?.[1]) >= major) return bin;
    } catch {
      // not installed there
    }
  }
  return null;
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

describe.runIf(process.env.TEST_DB === 'postgres')('backups of PostgreSQL', () => {
  it('restores a pg_dump -Fc into a new database that the server starts on, books balanced', async (ctx) => {
    const baseUrl = process.env.TEST_DATABASE_URL!;
    const version = await adminQuery(baseUrl, 'show server_version_num');
    const major = Math.floor(Number(version.rows[0].server_version_num) / 10_000);
    const pgDump = postgresTool('pg_dump', major);
    const pgRestore = postgresTool('pg_restore', major);
    if (!pgDump || !pgRestore) {
      ctx.skip(
        `pg_dump and pg_restore ${major} or later are not installed: the PostgreSQL backup is not exercised`,
      );
    }

    const t = await createTestApp();
    const restoredName = `${new URL(t.url!).pathname.slice(1)}_restored`;
    const restoredUrl = Object.assign(new URL(t.url!), { pathname: `/${restoredName}` }).toString();
    let r: TestApp | undefined;
    try {
      const admin = await t.login();
      const { alice } = await makeHistory(t, admin);
      const books = await booksOf(t);

      const file = join(folder, 'backup.dump');
      execFileSync(pgDump!, ['-Fc', '--file', file, '--dbname', t.url!]);
      expect(existsSync(file)).toBe(true);
      await adminQuery(baseUrl, `create database ${restoredName}`);
      execFileSync(pgRestore!, [
        '--no-owner',
        '--exit-on-error',
        '--single-transaction',
        '--dbname',
        restoredUrl,
        file,
      ]);

      r = await createTestApp({ existing: { url: restoredUrl } });
      await expectBooksBalanced(r);
      expect(await booksOf(r)).toEqual(books);
      await r.login();
      expect(await balanceOf(r, alice.token)).toBe(books.balances.find((b) => b.id === alice.id)!.balance);
    } finally {
      await r?.close();
      await adminQuery(baseUrl, `drop database if exists ${restoredName} with (force)`);
      await t.close();
    }
  });
});
