import type { PermissionCode } from '@app/contracts';
import type { EventType } from '../../events/bus.ts';
import { holds, type AdminAccess } from '../../core/actor.ts';

// Events carry members' names and amounts: an admin hears an event only when they may read what it is about.
const readersOf: Record<EventType, readonly PermissionCode[]> = {
  'withdrawal.created': ['withdrawals.query', 'withdrawals.review'],
  'withdrawal.reviewed': ['withdrawals.query', 'withdrawals.review'],
  'investment.created': ['investments.query'],
  'investment.settled': ['investments.query'],
};

/** The event types this admin may hear. */
export function audibleEvents(admin: AdminAccess): Set<EventType> {
  const types = Object.keys(readersOf) as EventType[];
  return new Set(types.filter((type) => holds(admin, readersOf[type])));
}
