import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import { settlementBacklog } from '../investments/settlement-backlog.ts';

/**
 * The pool's connections, as `refresh` reads them at the start of a scrape: before the scrape's own
 * query takes one, and on the embedded database before that query waits for a transaction to end.
 */
export function measurePool(database: Database, registry: Registry) {
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [registry] });
  const max = gauge(
    'db_pool_max_connections',
    'Connections the pool may open (the embedded database has one).',
  );
  const inUse = gauge('db_pool_connections_in_use', 'Connections running a query or holding a transaction.');
  const idle = gauge('db_pool_connections_idle', 'Open connections waiting for work.');
  // PGlite queues its callers out of sight: the series exists only where the count is known.
  const waiting =
    database.pool().waiting === undefined
      ? undefined
      : gauge('db_pool_waiting_queries', 'Queries waiting for a free connection.');
  return function refresh() {
    const pool = database.pool();
    max.set(pool.max);
    inUse.set(pool.inUse);
    idle.set(pool.idle);
    waiting?.set(pool.waiting ?? 0);
  };
}

/**
 * The settlement backlog (DESIGN.md §6): how many investments are due and how long the oldest has
 * waited. Both come from one query, run by `refresh` before each scrape is written.
 */
export function measureSettlement(database: Database, registry: Registry) {
  const due = new Gauge({
    name: 'settlement_due_investments',
    help: 'Active investments past their settlement time.',
    registers: [registry],
  });
  const oldest = new Gauge({
    name: 'settlement_oldest_due_seconds',
    help: 'Seconds the oldest due investment has waited past its settlement time (0 when none is due).',
    registers: [registry],
  });
  return async function refresh() {
    const backlog = await settlementBacklog(database.db);
    due.set(backlog.due);
    oldest.set(backlog.oldestDueSeconds);
  };
}
