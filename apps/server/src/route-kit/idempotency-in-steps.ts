import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { report } from '../core/signals.ts';
import { AppError } from '../core/errors.ts';
import { findKey, publishAll, requestKeyOf, type Answer } from './idempotency.ts';

/** A claim older than this, still without its answer, was left by a process that stopped mid-way. */
const STALE_CLAIM_MS = 5 * 60_000;
const POLL_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Honours an Idempotency-Key (API.md) for work that commits in steps, each its own transaction (a bulk
 * review decides row by row), and so cannot run inside the key's own transaction as `idempotent()` does.
 * The key is claimed first, committed without an answer; the work runs; its answer is stored. A duplicate
 * arriving meanwhile waits for that answer and answers it again; the same key with another body is a 409.
 * A claim whose process stopped mid-way is taken over after five minutes: the steps it committed are
 * refused by their own rules when done again (a reviewed withdrawal is no longer pending), so nothing
 * moves twice. A failure of the work before its answer releases the key.
 */
export async function idempotentInSteps(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  work: () => Promise<Answer>,
) {
  const keyed = requestKeyOf(request);
  if (!keyed) return send(request, reply, await work());
  const { key, requestHash } = keyed;
  const ours = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  for (const giveUpAt = Date.now() + 2 * STALE_CLAIM_MS; Date.now() < giveUpAt; await sleep(POLL_MS)) {
    const stored = await findKey(db, scope, key);
    if (stored) {
      if (stored.requestHash !== requestHash) throw new AppError(409, 'idempotency_key_reused');
      report({ type: 'idempotency.replayed', route: request.routeOptions.url ?? scope });
      return reply.status(stored.statusCode).header('idempotent-replayed', 'true').send(stored.body);
    }
    if (!(await claim(db, scope, key, requestHash))) continue;
    let answer: Answer;
    try {
      answer = await work();
    } catch (err) {
      await db.delete(idempotencyKeys).where(and(ours, eq(idempotencyKeys.statusCode, 0)));
      throw err;
    }
    await db
      .update(idempotencyKeys)
      .set({ statusCode: answer.status, body: answer.body as object })
      .where(ours);
    return send(request, reply, answer);
  }
  throw new AppError(409, 'idempotency_key_reused');
}

/** Claims the key for this request: a new claim, or one left stale; a claim of another body is a 409. */
async function claim(db: Db, scope: string, key: string, requestHash: string): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash, statusCode: 0, body: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length) return true;
  const [held] = await db
    .select({ requestHash: idempotencyKeys.requestHash, statusCode: idempotencyKeys.statusCode })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (held && held.statusCode === 0 && held.requestHash !== requestHash)
    throw new AppError(409, 'idempotency_key_reused');
  const takenOver = await db
    .update(idempotencyKeys)
    .set({ createdAt: new Date() })
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.statusCode, 0),
        lt(idempotencyKeys.createdAt, new Date(Date.now() - STALE_CLAIM_MS)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return takenOver.length > 0;
}

async function send(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  await publishAll(request, answer.events);
  return reply.status(answer.status).send(answer.body);
}
