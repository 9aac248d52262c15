import { Server as NetServer } from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { generateDemoData } from './demo/generate.ts';
import { DEMO_ADMIN, seed } from './seed/index.ts';
import { buildApp } from './app/app.ts';
import { loggerOptions } from './app/logging.ts';
import { resolveAppKey } from './modules/auth/app-key.ts';
import { resealTwoFactorValues } from './modules/two-factor/service.ts';
import { startSettlementJob } from './jobs/settlement-job.ts';

/** How long a stopping process waits for the requests under way before cutting them off. */
const SHUTDOWN_DRAIN_MS = 10_000;
const netServerClose = NetServer.prototype.close;

async function main() {
  const loaded = loadConfig();
  const config = { ...loaded, appKey: resolveAppKey(loaded) };
  const logger = loggerOptions(config);

  const database = await openDatabase({ url: config.databaseUrl, dataDir: resolve(config.dataDir) });
  const seeding = () => seed(database, config);
  const report = await (database.oneStartAtATime ? database.oneStartAtATime(seeding) : seeding());
  if (report.demoAdmin && config.demoData) {
    const demo = await generateDemoData(database.db, { users: 120, investments: 1200 });
    console.log(`Demo data: ${demo.users} members and ${demo.investments} investments.`);
  }
  const app = await buildApp({ config, database, logger });
  const sealing = await resealTwoFactorValues(database.db, app.secretBox);
  if (sealing.resealed) app.log.info(`two-factor values of ${sealing.resealed} admins sealed under APP_KEY`);
  if (sealing.unreadable.length) {
    app.log.error(
      `two-factor values of admins ${sealing.unreadable.join(', ')} open under no key (APP_KEY, APP_KEY_PREVIOUS)`,
    );
  }

  // A stop (SIGTERM from a rolling restart) first stops accepting connections, gives those just accepted a
  // moment to deliver their request, and finishes every request under way, answering with `Connection: close`
  // so no client sends another on the same connection. Only then does it close the kept-alive connections,
  // the event sockets, the settlement job and the database pool. What is not finished within the drain time
  // is cut off.
  let closing = false;
  let inFlight = 0;
  app.addHook('onRequest', async (req, reply) => {
    inFlight += 1;
    reply.raw.once('close', () => (inFlight -= 1));
  });
  app.addHook('onSend', async (req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests');
    const cutOff = setTimeout(() => {
      app.log.warn(`requests still open after ${SHUTDOWN_DRAIN_MS / 1000} s: closing them`);
      app.server.closeAllConnections();
      setTimeout(() => process.exit(1), 1000).unref();
    }, SHUTDOWN_DRAIN_MS);
    cutOff.unref();
    // The listening socket alone (http's own close would also drop connections whose request is on its way).
    netServerClose.call(app.server);
    const until = Date.now() + SHUTDOWN_DRAIN_MS;
    await sleep(100);
    while (inFlight > 0 && Date.now() < until) await sleep(10);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Registered before listening: the job adds a close hook, which a listening server no longer accepts.
  if (config.settlementIntervalMs > 0) startSettlementJob(app, config.settlementIntervalMs);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    database.kind === 'pglite'
      ? `embedded database at ${resolve(config.dataDir)}`
      : 'PostgreSQL database from DATABASE_URL',
  );
  if (report.demoAdmin) {
    app.log.info(`demo sign-in: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`);
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
