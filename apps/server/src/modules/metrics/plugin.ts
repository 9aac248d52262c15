import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { measurePool, measureSettlement } from './database-metrics.ts';
import { countSignals } from './domain-metrics.ts';
import { measureRequests } from './http-metrics.ts';

export interface AppMetrics {
  /** The Prometheus text of every metric, the pool and the settlement backlog read just now. */
  scrape(): Promise<{ contentType: string; text: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

// One registry per app: tests build many apps in one process, and each must write its own figures.
async function metricsPlugin(app: FastifyInstance) {
  const registry = new Registry();
  // The process's CPU, memory, handles, garbage collection and event-loop lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  measureRequests(app, registry);
  const readPool = measurePool(app.database, registry);
  const refreshSettlement = measureSettlement(app.database, registry);
  new Gauge({
    name: 'event_sockets_open',
    help: 'Open events sockets (/api/ws), signed in or still waiting for their first message.',
    registers: [registry],
    collect() {
      this.set(app.websocketServer.clients.size);
    },
  });
  const stopCounting = countSignals(registry);
  app.addHook('onClose', async () => stopCounting());

  app.decorate('metrics', {
    async scrape() {
      readPool();
      // A database that does not answer must not hide the other figures, which tell why.
      await refreshSettlement().catch((err: unknown) =>
        app.log.warn({ err }, 'settlement backlog not read for /metrics'),
      );
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  });
}

/** The operator's metrics (DESIGN.md §6): registered before the routes it times. */
export const metrics = fp(metricsPlugin, { name: 'metrics', dependencies: ['@fastify/websocket'] });
