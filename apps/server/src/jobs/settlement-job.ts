import type { FastifyInstance } from 'fastify';
import { readSettings } from '../modules/settings/service.ts';
import { settleDueBatch } from './settlement-sweep.ts';

const BATCH_SIZE = 500;

/** One sweep: batches until nothing is due, unless staff paused automatic settlement. Answers how many settled. */
export async function sweepOnce(app: FastifyInstance): Promise<number> {
  const { investment } = await readSettings(app.db);
  if (!investment.auto_settlement) return 0;
  let total = 0;
  for (;;) {
    const { settled, refused, claimed } = await settleDueBatch(app.db, { batchSize: BATCH_SIZE });
    total += settled.length;
    if (refused.length)
      app.log.error(
        { investments: refused.map((r) => r.id) },
        'investments left due: the ledger refused their settlement credit',
      );
    if (settled.length) {
      await app.events
        .publish({
          type: 'investment.settled',
          data: { ids: settled.map((s) => s.id), count: settled.length },
        })
        .catch((err: unknown) => app.log.warn({ err }, 'settlement event not published'));
    }
    // A full batch may leave more due; refused ones are claimed again first, so a batch that settled
    // none would claim the same ones for ever.
    if (claimed < BATCH_SIZE || !settled.length) return total;
  }
}

/** Runs the sweep at start-up and then every interval; a failed sweep is logged and retried next time. */
export function startSettlementJob(app: FastifyInstance, intervalMs: number) {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = sweepOnce(app)
      .then((n) => n && app.log.info({ settled: n }, 'investments settled'))
      .catch((err: unknown) => app.log.error({ err }, 'settlement sweep failed'))
      .finally(() => (running = null));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
