import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export const eventTypes = [
  'withdrawal.created',
  'withdrawal.reviewed',
  'investment.created',
  'investment.settled',
] as const;
export type EventType = (typeof eventTypes)[number];
export interface AppEvent {
  type: EventType;
  data: unknown;
}

/**
 * Never sent to a browser: who may sign in, or what a signed-in admin may do, may have changed (a token
 * revoked, an admin or a role edited). The database announces it (migration 0003_access_changed_notice).
 */
export interface AccessChanged {
  type: 'access.changed';
  data: null;
}
export type BusEvent = AppEvent | AccessChanged;

// Also named by the access-change triggers (migration 0003_access_changed_notice).
const CHANNEL = 'back_office_events';

export interface EventBus {
  /** Whether notices can arrive now; while they cannot, some may be missed. */
  readonly listening: boolean;
  publish(event: BusEvent): Promise<void>;
  subscribe(listener: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
}

/**
 * Realtime events through PostgreSQL NOTIFY/LISTEN (DESIGN.md §6): whichever process publishes, every
 * process's subscribers hear it. Publish after the transaction that made the change has committed.
 */
export async function createEventBus(database: Database): Promise<EventBus> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  let listening = false;
  const stop = await database.listen(
    CHANNEL,
    (payload) => {
      try {
        local.emit('event', JSON.parse(payload) as BusEvent);
      } catch {
        // A payload that is not ours is ignored.
      }
    },
    (now) => {
      const wasListening = listening;
      listening = now;
      // An access change announced while the connection was down went unheard: whoever relies on the
      // notice checks again, once when the connection is lost and once when it is back.
      if (wasListening !== now) local.emit('event', { type: 'access.changed', data: null });
    },
  );
  return {
    get listening() {
      return listening;
    },
    async publish(event) {
      // NOTIFY payloads are limited to 8000 bytes: events carry ids and small summaries only.
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
    },
    subscribe(listener) {
      local.on('event', listener);
      return () => local.off('event', listener);
    },
    async close() {
      local.removeAllListeners();
      await stop();
    },
  };
}
