import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { testConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { DEMO_ADMIN, seed } from '../src/seed/index.ts';
import { buildApp } from '../src/app/app.ts';
import type { CaptchaDrawer } from '../src/modules/captcha/service.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The PostgreSQL database's address (none on PGlite). */
  url?: string;
  close(): Promise<void>;
  /** Signs in through POST /api/tokens and answers the bearer token. */
  login(email?: string, password?: string): Promise<string>;
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /**
   * Another server on the same database, as a second process would be: on PostgreSQL with its own pool
   * and its own listening connection; on PGlite (one process by nature) sharing the database. Closed
   * with this one.
   */
  sibling(): Promise<Pick<TestApp, 'app' | 'request'>>;
}

// A freshly migrated embedded database, taken once per worker and copied for each test app: a new PGlite
// database runs initdb, over a second of work; a copy of one loads in about a third of that. (Workers keep
// their modules between files, vitest.config.ts, so the copy serves every file of a worker.)
let pristine: Promise<Blob> | undefined;

async function pristineCopy(): Promise<Database> {
  pristine ??= openDatabase({}).then(async (database) => {
    const contents = await database.dumpDataDir!();
    await database.close();
    return contents;
  });
  return openDatabase({ initial: await pristine });
}

// Each test file gets its own database: an in-memory PGlite, or a fresh PostgreSQL database dropped after.
async function freshDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !baseUrl) {
    return { database: await pristineCopy(), drop: async () => {} };
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
    url: url.toString(),
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
    /** The app's logger (none unless a test reads what it writes). */
    logger?: FastifyServerOptions['logger'];
    /** An existing database instead of a fresh one, kept after close: a PGlite folder or a PostgreSQL URL. */
    existing?: { dataDir?: string; url?: string };
  } = {},
): Promise<TestApp> {
  const config = testConfig({
    env: 'test',
    adminEmail: DEMO_ADMIN.email,
    adminPassword: DEMO_ADMIN.password,
    ...options.config,
  });
  const { database, url, drop } = options.existing
    ? { database: await openDatabase(options.existing), url: options.existing.url, drop: async () => {} }
    : await freshDatabase();
  await seed(database, config);
  const app = await buildApp({
    config,
    database,
    captchaDrawer: options.captchaDrawer,
    logger: options.logger,
  });
  options.extend?.(app);
  await app.ready();

  const requestOf =
    (server: FastifyInstance): TestApp['request'] =>
    ({ token, headers, ...rest }) =>
      server.inject({
        ...rest,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
  const request = requestOf(app);
  const siblings: (() => Promise<void>)[] = [];

  return {
    app,
    database,
    config,
    url,
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
    async sibling() {
      const own = url ? await openDatabase({ url }) : null;
      const server = await buildApp({
        config,
        database: own ?? database,
        captchaDrawer: options.captchaDrawer,
      });
      await server.ready();
      siblings.push(async () => {
        await server.close();
        await own?.close();
      });
      return { app: server, request: requestOf(server) };
    },
    async close() {
      for (const close of siblings) await close();
      await app.close();
      await database.close();
      await drop();
    },
  };
}
