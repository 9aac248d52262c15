import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seed } from '../seed/index.ts';
import { generateDemoData } from './generate.ts';

// npm run seed:demo -- --users N --investments M [--days D] [--concurrency C]
// (on DATABASE_URL, else the embedded database in DATA_DIR)
const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000' },
    investments: { type: 'string', default: '10000' },
    days: { type: 'string', default: '30' },
    concurrency: { type: 'string' },
  },
});
const users = Number(values.users);
const investments = Number(values.investments);
const days = Number(values.days);
const concurrency = values.concurrency === undefined ? undefined : Number(values.concurrency);
if (
  ![users, investments, days, concurrency ?? 1].every((n) => Number.isSafeInteger(n) && n >= 0) ||
  users < 1 ||
  concurrency === 0
) {
  console.error(
    'Usage: seed:demo -- --users N (≥ 1) --investments M (≥ 0) [--days D] [--concurrency C (≥ 1)]',
  );
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: resolve(config.dataDir) });
try {
  await seed(database, config);
  const started = Date.now();
  const result = await generateDemoData(database.db, {
    users,
    investments,
    days,
    // PostgreSQL writes several batches at once, one connection each; the embedded database has one.
    concurrency: concurrency ?? (database.kind === 'postgres' ? 3 : 1),
    log: (line) => console.log(line),
  });
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `Done: ${result.users} members and ${result.investments} investments in ${seconds.toFixed(1)} s.`,
  );
} finally {
  await database.close();
}
