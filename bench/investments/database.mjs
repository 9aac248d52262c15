// The bench's own PostgreSQL databases: `investbench` keeps the 2 000 000-investment history the demo
// generator made (kept between runs), and each run works on `investbench_run`, a fresh copy of it, so
// measurements that move money (balance edits, settlement) never wear the kept history down.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';

export const SERVER = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
export const KEPT = 'investbench';
export const RUN = 'investbench_run';
export const ADMIN = { email: 'admin@example.com', password: 'admin123' };
export const urlOf = (name) => `${SERVER}/${name}`;

const root = resolve(import.meta.dirname, '../..');

async function withClient(database, work) {
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const exists = (name) =>
  withClient(
    'postgres',
    async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1,
  );

async function investmentsIn(name) {
  try {
    return await withClient(name, async (c) =>
      Number((await c.query('select count(*) from investments')).rows[0].count),
    );
  } catch {
    return 0;
  }
}

function generate(users, investments) {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/server/src/demo/cli.ts',
        '--users',
        String(users),
        '--investments',
        String(investments),
      ],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          DATABASE_URL: urlOf(KEPT),
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
        },
      },
    );
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`the demo generator stopped with ${code}`)),
    );
  });
}

/** Makes the kept history when it is missing, short or `fresh` is asked for; answers the generator's time, if it ran. */
export async function ensureHistory({ users, investments, fresh }) {
  const have = (await exists(KEPT)) ? await investmentsIn(KEPT) : 0;
  if (have >= investments && !fresh) {
    console.log(`Reusing ${KEPT}: ${have.toLocaleString('en')} investments (--fresh makes it again).`);
    return null;
  }
  await withClient('postgres', async (c) => {
    await c.query(`drop database if exists ${KEPT} with (force)`);
    await c.query(`create database ${KEPT}`);
  });
  console.log(
    `Generating ${investments.toLocaleString('en')} investments for ${users.toLocaleString('en')} members…`,
  );
  const started = performance.now();
  await generate(users, investments);
  const seconds = (performance.now() - started) / 1000;
  await withClient(KEPT, (c) => c.query('vacuum analyze'));
  return { seconds, perSecond: investments / seconds };
}

/** A fresh working copy of the kept history (a file copy: seconds, not a replay). */
export async function freshRunCopy() {
  await withClient('postgres', async (c) => {
    await c.query(`drop database if exists ${RUN} with (force)`);
    await c.query(`create database ${RUN} template ${KEPT} strategy file_copy`);
  });
  await withClient(RUN, (c) => c.query('analyze'));
}

export async function dropRunCopy() {
  await withClient('postgres', (c) => c.query(`drop database if exists ${RUN} with (force)`));
}

export { withClient };
