import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BackupRefused, backupEmbedded, restoreEmbedded } from '../../src/modules/backup/embedded-backup.ts';
import { markPath } from '../../src/modules/backup/server-mark.ts';
import { booksOf, expectBooksBalanced, makeHistory } from '../backup-history.ts';
import { createTestApp } from '../harness.ts';
import { balanceOf, recharge } from '../money-helpers.ts';

// The path of `npm run backup` / `npm run restore` (cli.ts calls these two) against a listening server.
const root = mkdtempSync(join(tmpdir(), 'bo-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('backups of the embedded database', () => {
  it('backs up a running server through it, restores into a new folder, and the books and sign-in hold', async () => {
    const dataDir = join(root, 'data');
    const t = await createTestApp({ existing: { dataDir } });
    let stopped = false;
    try {
      // From its start the server holds the folder: a backup never opens it beside the server.
      await expect(backupEmbedded(dataDir, join(root, 'early.tgz'))).rejects.toThrow(/did not answer/);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      expect(existsSync(markPath(dataDir))).toBe(true);
      const admin = await t.login();
      const { alice, bob } = await makeHistory(t, admin);
      const settled = await booksOf(t);

      // The route opens only to the secret in the server's note.
      expect((await t.request({ method: 'GET', url: '/operations/backup' })).statusCode).toBe(403);
      expect((await t.request({ method: 'GET', url: '/operations/backup', token: admin })).statusCode).toBe(
        403,
      );

      // Writes keep coming while the backup is taken: it holds each whole or not at all.
      let writes = 0;
      const writer = (async () => {
        while (!stopped) {
          await recharge(t, admin, alice.id, 1, `during ${writes}`);
          writes += 1;
        }
      })();
      await new Promise((r) => setTimeout(r, 100));
      const answeredBefore = writes;
      const file = join(root, 'running.tgz');
      expect((await backupEmbedded(dataDir, file)).from).toBe('server');
      stopped = true;
      await writer;
      expect(writes).toBeGreaterThan(answeredBefore);

      await expect(restoreEmbedded(dataDir, file)).rejects.toThrow(/is running on/);

      await t.close();
      expect(existsSync(markPath(dataDir))).toBe(false);
      await expect(restoreEmbedded(dataDir, file)).rejects.toThrow(BackupRefused);
      await expect(restoreEmbedded(dataDir, file)).rejects.toThrow(/not empty/);

      const restoredDir = join(root, 'restored');
      await restoreEmbedded(restoredDir, file);
      const r = await createTestApp({ existing: { dataDir: restoredDir } });
      try {
        await expectBooksBalanced(r);
        await r.login();
        const books = await booksOf(r);
        // Everything settled before the backup is there, and every recharge answered before it.
        expect(books.records.filter((x) => x.kind !== 'recharge')).toEqual(
          settled.records.filter((x) => x.kind !== 'recharge'),
        );
        const recharges = books.records.find((x) => x.kind === 'recharge')!.n;
        const before = settled.records.find((x) => x.kind === 'recharge')!.n;
        expect(recharges).toBeGreaterThanOrEqual(before + answeredBefore);
        expect(recharges).toBeLessThanOrEqual(before + writes);
        expect(await balanceOf(r, bob.token)).toBe(settled.balances.find((b) => b.id === bob.id)!.balance);
      } finally {
        await r.close();
      }
    } finally {
      stopped = true;
      await t.close().catch(() => {});
    }
  }, 60_000);

  it('refuses a file that is not a backup, leaving the folder as it was', async () => {
    const bad = join(root, 'not-a-backup.tgz');
    writeFileSync(bad, 'plain text');
    const target = join(root, 'untouched');
    await expect(restoreEmbedded(target, bad)).rejects.toThrow(/not a backup/);
    expect(existsSync(target)).toBe(false);
  });
});
