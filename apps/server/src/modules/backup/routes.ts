import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Forbidden, NotFound } from '../../core/errors.ts';
import { removeMark, writeMark } from './server-mark.ts';

const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );

// A server listening on every address is reached by its own machine on loopback.
const reachableHost = (address: string) =>
  address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '::1' : address;

/**
 * The embedded database lives inside the server's process, so a backup of a running server is taken by
 * the server itself. The secret that opens the route is made at start and written only to the server
 * note beside the data folder (server-mark.ts): whoever may read the data folder's neighbour may back it up.
 */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  const token = randomBytes(32).toString('base64url');
  const dataDir = app.database.dataDir;
  if (dataDir) {
    // Written before listening too: from now on no backup may open the folder beside this server.
    writeMark(dataDir, { pid: process.pid, host: '', port: 0, token });
    app.addHook('onListen', async () => {
      const address = app.server.address() as AddressInfo;
      writeMark(dataDir, {
        pid: process.pid,
        host: reachableHost(address.address),
        port: address.port,
        token,
      });
    });
    app.addHook('onClose', async () => removeMark(dataDir, token));
  }

  app.get(
    '/operations/backup',
    {
      // Not a signed-in caller's route: it checks its caller itself, against the server note's secret.
      config: { access: 'public' },
      schema: {
        summary: 'Back up the embedded database',
        tags: ['operations'],
        description: [
          "The embedded database's data folder as a gzipped tarball (PGlite's own dump), taken between",
          'transactions: every commit answered before it, none half. For `npm run backup`, which shows',
          '`Authorization: Bearer <token>` with the secret the server wrote beside its data folder',
          '(`<DATA_DIR>.server.json`); anyone else is answered 403. 404 on PostgreSQL: use `pg_dump`.',
        ].join(' '),
      },
      onRequest: async (req) => {
        if (!app.database.dumpDataDir || !dataDir) throw NotFound();
        const header = req.headers.authorization;
        if (!header?.startsWith('Bearer ') || !sameSecret(header.slice(7).trim(), token)) throw Forbidden();
      },
    },
    async (_req, reply) => {
      const dump = await app.database.dumpDataDir!();
      return reply
        .type('application/gzip')
        .header('cache-control', 'no-store')
        .send(Buffer.from(await dump.arrayBuffer()));
    },
  );
};
