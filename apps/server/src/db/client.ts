import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The connections queries go through, for the operator's metrics. */
export interface PoolUsage {
  max: number;
  inUse: number;
  idle: number;
  /** Queries waiting for a free connection; PGlite does not show its queue (undefined). */
  waiting?: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  ping(): Promise<void>;
  pool(): PoolUsage;
  /**
   * PostgreSQL LISTEN on a channel; answers a function that stops listening. `onConnection` hears when
   * notices can arrive (true) and when they cannot, so some may be missed (false, until true again).
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onConnection?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** PostgreSQL only: a query's rows as CSV, written by COPY and read as they are taken (see copy-csv.ts). */
  copyCsv?(query: SQL): AsyncIterable<Uint8Array>;
  /**
   * PostgreSQL only: runs `work` while no other server process starting on this database runs its own
   * (migrations, the first admin and menus), so several processes may be started together.
   */
  oneStartAtATime?<T>(work: () => Promise<T>): Promise<T>;
  /** The embedded database's folder, when it has one (not in memory). */
  dataDir?: string;
  /**
   * Embedded only: the data folder as a gzipped tarball, taken between transactions after a checkpoint,
   * so it holds every commit answered before it and nothing of one still running (docs/operations.md).
   */
  dumpDataDir?(): Promise<Blob>;
}

const POOL_MAX = 20;
/** The advisory lock that server processes starting on one PostgreSQL database take in turn. */
const START_LOCK = 72_410_001;
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// PostgreSQL when a URL is given; otherwise the embedded PGlite under dataDir (or in memory for tests).
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  /** Embedded, in memory: start from this data folder (a dumpDataDir tarball) instead of an empty one. */
  initial?: Blob;
}): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir, options.initial);
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const { copyCsv } = await import('./copy-csv.ts');
  // bigint (int8) arrives as a string by default; money fits in a safe integer (DESIGN.md §4).
  pg.types.setTypeParser(20, (v) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: POOL_MAX });
  // An idle connection the server closes (restart, failover, administrator) is replaced on next use;
  // without a listener its error would end the process.
  pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
  const db = drizzle(pool, { schema });
  const oneStartAtATime = async <T>(work: () => Promise<T>): Promise<T> => {
    const holder = await pool.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [START_LOCK]);
      return await work();
    } finally {
      const unlocked = await holder.query('select pg_advisory_unlock($1)', [START_LOCK]).then(
        () => true,
        () => false,
      );
      holder.release(!unlocked); // a connection that may still hold the lock is not reused
    }
  };
  await oneStartAtATime(() => migrate(db, { migrationsFolder }));
  return {
    oneStartAtATime,
    db: db as unknown as Db,
    kind: 'postgres',
    close: () => pool.end(),
    ping: async () => {
      await pool.query('select 1');
    },
    pool: () => ({
      max: POOL_MAX,
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    copyCsv: (query) => copyCsv(pool, query),
    // A pooled connection cannot hold a LISTEN: each listener gets a connection of its own, and gets
    // it back after the server drops it (a restart or a failover), until told to stop.
    listen: async (channel, onPayload, onConnection) => {
      let stopped = false;
      let client: InstanceType<typeof pg.Client> | null = null;
      const connect = async () => {
        const next = new pg.Client({ connectionString: url });
        let retried = false;
        // Whatever ends this connection (an error, the server closing it, a failed attempt), one retry
        // follows a second later; while it is down, notices may be missed, and the listener is told.
        const retry = () => {
          if (stopped || retried) return;
          retried = true;
          if (client === next) {
            client = null;
            onConnection?.(false);
          }
          setTimeout(() => {
            if (!stopped) void connect().catch(() => {});
          }, 1000).unref();
        };
        next.on('notification', (message) => {
          if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
        });
        next.on('error', retry);
        next.on('end', retry);
        try {
          await next.connect();
          await next.query(`LISTEN ${quoteIdentifier(channel)}`);
        } catch (err) {
          retry();
          await next.end().catch(() => {});
          throw err;
        }
        if (stopped) {
          await next.end().catch(() => {});
          return;
        }
        client = next;
        onConnection?.(true);
      };
      try {
        await connect();
      } catch (err) {
        stopped = true; // the first attempt decides: the caller hears why
        throw err;
      }
      return async () => {
        stopped = true;
        await client?.end().catch(() => {});
      };
    },
  };
}

async function openPglite(dataDir?: string, initial?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, initial ? { loadDataDir: initial } : {});
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    dataDir,
    // A transaction of its own waits for the running one to end and keeps the next from starting.
    dumpDataDir: () =>
      client.transaction(async (tx) => {
        await tx.exec('checkpoint');
        return client.dumpDataDir('gzip');
      }),
    close: () => client.close(),
    ping: async () => {
      await client.query('select 1');
    },
    // One connection, whose single queries run to the end once started: it is busy while a transaction holds it.
    pool: () => {
      const inUse = client.isInTransaction() ? 1 : 0;
      return { max: 1, inUse, idle: 1 - inUse };
    },
    // In the same process as the database: nothing can come between a notice and its listener.
    listen: async (channel, onPayload, onConnection) => {
      const stop = await client.listen(channel, onPayload);
      onConnection?.(true);
      return stop;
    },
  };
}

function quoteIdentifier(name: string) {
  return `"${name.replace(/"/g, '""')}"`;
}
