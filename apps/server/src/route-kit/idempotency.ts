import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import type { AppEvent } from '../events/bus.ts';
import { report } from '../core/signals.ts';
import { AppError, Invalid } from '../core/errors.ts';

const KEY_LIFETIME_MS = 24 * 3600_000;
const MAX_KEY_LENGTH = 255;

export interface Answer {
  status: number;
  body: unknown;
  /** Published once the transaction has committed (never on a replay). */
  events?: AppEvent[];
}

class KeyInFlight extends Error {}

export interface IdempotentOptions {
  /**
   * The work writes with a single SQL statement (reads that only explain a refusal may follow), which
   * PostgreSQL applies whole or not at all on its own: without a key it runs on the pool, saving the
   * BEGIN and COMMIT round trips. A test makes the statement fail at its end and finds nothing changed.
   */
  oneStatement?: boolean;
}

/**
 * Runs a money-moving request in one transaction, honouring an Idempotency-Key header (API.md): a retry
 * with the same key and body answers the first answer again and moves nothing; the same key with another
 * body answers 409. The key row is written first, so a concurrent duplicate waits for the first to commit.
 */
export async function idempotent(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  work: (tx: Db) => Promise<Answer>,
  options: IdempotentOptions = {},
) {
  const keyed = requestKeyOf(request);
  if (!keyed) {
    const answer = options.oneStatement ? await work(db) : await db.transaction(work);
    await publishAll(request, answer.events);
    return reply.status(answer.status).send(answer.body);
  }
  const { key, requestHash } = keyed;

  for (let attempt = 0; attempt < 3; attempt++) {
    const stored = await findKey(db, scope, key);
    if (stored) {
      if (stored.requestHash !== requestHash) throw new AppError(409, 'idempotency_key_reused');
      report({ type: 'idempotency.replayed', route: request.routeOptions.url ?? scope });
      return reply.status(stored.statusCode).header('idempotent-replayed', 'true').send(stored.body);
    }
    try {
      const answer = await db.transaction(async (tx) => {
        const claimed = await tx
          .insert(idempotencyKeys)
          .values({ scope, key, requestHash, statusCode: 0, body: {} })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (!claimed.length) throw new KeyInFlight();
        const result = await work(tx);
        await tx
          .update(idempotencyKeys)
          .set({ statusCode: result.status, body: result.body as object })
          .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
        return result;
      });
      await publishAll(request, answer.events);
      return reply.status(answer.status).send(answer.body);
    } catch (err) {
      if (!(err instanceof KeyInFlight)) throw err;
      // Another request with this key committed while we waited: read its answer on the next turn.
    }
  }
  throw new AppError(409, 'idempotency_key_reused');
}

/**
 * The request's Idempotency-Key, checked, with the hash of what it asks (method, path and body); undefined
 * when it carries none.
 */
export function requestKeyOf(request: FastifyRequest): { key: string; requestHash: string } | undefined {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined) return undefined;
  if (!key) throw Invalid('Idempotency-Key', 'validation.required');
  if (key.length > MAX_KEY_LENGTH)
    throw Invalid('Idempotency-Key', 'validation.max_length', { max: MAX_KEY_LENGTH });
  const requestHash = createHash('sha256')
    .update(`${request.method} ${request.url.split('?')[0]} ${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
  return { key, requestHash };
}

/** A key's stored answer, once its request has finished; keys past their lifetime are forgotten first. */
export async function findKey(db: Db, scope: string, key: string) {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(Date.now() - KEY_LIFETIME_MS)));
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row && row.statusCode !== 0 ? row : undefined;
}

export async function publishAll(request: FastifyRequest, events: AppEvent[] = []) {
  for (const event of events) {
    // The money has moved and is committed: a lost notification must not turn that into an error.
    await request.server.events
      .publish(event)
      .catch((err: unknown) => request.log.warn({ err }, 'event not published'));
  }
}
