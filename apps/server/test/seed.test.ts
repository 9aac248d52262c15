import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { permissionCodes } from '@app/contracts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { seed } from '../src/db/seed/index.ts';
import { permissions, systemMenus } from '../src/db/schema/index.ts';
import { createTestApp } from './harness.ts';

describe('configuration', () => {
  it('names every fault of the environment at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', CAPTCHA: 'maybe', DATABASE_URL: 'mysql://x' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', CAPTCHA: 'maybe', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      const text = String((err as Error).message);
      expect(text).toContain('PORT');
      expect(text).toContain('CAPTCHA');
      expect(text).toContain('DATABASE_URL');
    }
  });

  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, dataDir: './data', captcha: true, logLevel: 'info' });
  });
});

describe('seed', () => {
  it('is idempotent: a second run adds nothing', async () => {
    const t = await createTestApp();
    try {
      await seed(t.database, t.config);
      const [menus] = await t.database.db.select({ n: count() }).from(systemMenus);
      const [perms] = await t.database.db.select({ n: count() }).from(permissions);
      await seed(t.database, t.config);
      expect((await t.database.db.select({ n: count() }).from(systemMenus))[0]).toEqual(menus);
      expect(perms?.n).toBe(permissionCodes.length);
    } finally {
      await t.close();
    }
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'refuses to start on PostgreSQL without a first admin from the environment',
    async () => {
      const t = await createTestApp();
      try {
        const { admins } = await import('../src/db/schema/index.ts');
        await t.database.db.delete(admins);
        const bare = { ...t.config, adminEmail: undefined, adminPassword: undefined };
        await expect(seed(t.database, bare)).rejects.toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
      } finally {
        await t.close();
      }
    },
  );
});
