import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { permissionCodes, type Currency } from '@app/contracts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { seed } from '../src/seed/index.ts';
import { currencies, permissions, systemMenus } from '../src/db/schema/index.ts';
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

  it('starts with one default currency, and leaves the currencies alone once there are any', async () => {
    const t = await createTestApp();
    try {
      const token = await t.login();
      const list = async () =>
        (await t.request({ method: 'GET', url: '/api/currencies', token })).json().data as Currency[];
      const [first, ...others] = await list();
      expect(others).toEqual([]);
      expect(first).toMatchObject({
        code: 'CNY',
        name: 'Chinese Yuan',
        symbol: '¥',
        decimals: 2,
        is_default: true,
        status: true,
      });
      // Staff replace it with their own currency; a restart must not bring it back.
      const usd = await t.request({
        method: 'POST',
        url: '/api/currencies',
        token,
        payload: { code: 'USD', name: 'US Dollar', symbol: '$', is_default: true },
      });
      expect(usd.statusCode).toBe(201);
      expect(
        (await t.request({ method: 'DELETE', url: `/api/currencies/${first!.id}`, token })).statusCode,
      ).toBe(204);
      await seed(t.database, t.config);
      expect((await list()).map((c) => [c.code, c.is_default])).toEqual([['USD', true]]);
      await t.database.db.delete(currencies);
      await seed(t.database, t.config);
      expect((await list()).map((c) => [c.code, c.is_default])).toEqual([['CNY', true]]);
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

describe('demo data', () => {
  it('creates members, projects, investments and withdrawals whose books balance', async () => {
    const { generateDemoData } = await import('../src/demo/generate.ts');
    const { ledgerMismatches } = await import('../src/modules/ledger/service.ts');
    const t = await createTestApp();
    try {
      const result = await generateDemoData(t.database.db, { users: 30, investments: 240, days: 10 });
      expect(result).toEqual({ users: 30, investments: 240 });
      const token = await t.login();
      const list = async (url: string) => (await t.request({ method: 'GET', url, token })).json();
      expect((await list('/api/users')).meta.total).toBe(30);
      expect((await list('/api/investments')).meta.total).toBe(240);
      expect((await list('/api/projects')).meta.total).toBeGreaterThan(3);
      const settled = (await list('/api/investments?filter[status]=settled')).meta.total;
      expect(settled).toBeGreaterThan(0);
      expect(settled).toBeLessThan(240);
      expect(await ledgerMismatches(t.database.db)).toEqual([]);
      // Every settlement record points at an investment of the same member.
      const records = (await list('/api/balance-records?filter[kind]=settlement&per_page=1000')).data;
      const investments = new Map(
        (await list('/api/investments?per_page=1000')).data.map((i: { id: number; user: { id: number } }) => [
          i.id,
          i.user.id,
        ]),
      );
      for (const r of records) expect(investments.get(r.reference_id)).toBe(r.user.id);
    } finally {
      await t.close();
    }
  });
});
