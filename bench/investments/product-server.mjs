// The product's server as main.ts builds it (same app, same pool), for the bench to load over HTTP.
// Run by servers.mjs in its own process: `node --import tsx product-server.mjs` with DATABASE_URL set.
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { buildApp } from '../../apps/server/src/app/app.ts';

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  // The load comes from one address: the per-address throttle would measure itself, not the product.
  RATE_LIMIT_PER_MINUTE: '1000000000',
  CAPTCHA: 'off',
  LOG_LEVEL: 'warn',
  DEMO_DATA: 'off',
  // Seals two-factor secrets, which the bench never reads back: any key will do.
  APP_KEY: randomBytes(32).toString('base64'),
});
const database = await openDatabase({ url: config.databaseUrl });
const app = await buildApp({ config, database, logger: { level: config.logLevel } });
// No settlement job: the bench runs the sweep itself, and a background sweep would disturb the lists.
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
process.on('disconnect', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
