import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { testConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { DEMO_ADMIN, seed } from '../src/db/seed/index.ts';
import { buildApp } from '../src/http/app.ts';
import type { CaptchaDrawer } from '../src/modules/captcha/service.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
  /** Signs in through POST /api/tokens and answers the bearer token. */
  login(email?: string, password?: string): Promise<string>;
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
}

// Each test file gets its own database: an in-memory PGlite, or a fresh PostgreSQL database dropped after.
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !baseUrl) {
    return { database: await openDatabase({}), drop: async () => {} };
  }
  const name = `t_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestApp(
  options: {
    config?: Partial<Config>;
    captchaDrawer?: CaptchaDrawer;
    /** Extra routes for a test, added before the app is ready. */
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const config = testConfig({
    env: 'test',
    adminEmail: DEMO_ADMIN.email,
    adminPassword: DEMO_ADMIN.password,
    ...options.config,
  });
  const { database, drop } = await freshDatabase();
  await seed(database, config);
  const app = await buildApp({ config, database, captchaDrawer: options.captchaDrawer });
  options.extend?.(app);
  await app.ready();

  const request: TestApp['request'] = ({ token, headers, ...rest }) =>
    app.inject({ ...rest, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  return {
    app,
    database,
    config,
    request,
    async login(email = DEMO_ADMIN.email, password = DEMO_ADMIN.password) {
      const res = await request({
        method: 'POST',
        url: '/api/tokens',
        payload: { auth_type: 'admin', admin: { email, password } },
      });
      if (res.statusCode !== 201) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.json<{ token: string }>().token;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
