import type { ServerEvent } from '../../../api/server-events.ts';

/** The page keeps this many events, the newest; older ones drop off as new ones arrive. */
export const EVENT_LOG_CAP = 200;

export interface LoggedEvent extends ServerEvent {
  id: number;
  receivedAt: number;
}

export interface EventLog {
  /** Newest first, at most EVENT_LOG_CAP. */
  entries: LoggedEvent[];
  /** While paused: the list as it was when paused, which the page keeps showing. */
  frozen: LoggedEvent[] | null;
  /** Events received since the pause. */
  held: number;
  /** Events received since the page opened or was cleared, dropped ones included. */
  total: number;
  nextId: number;
}

export type EventLogAction =
  | { type: 'received'; event: ServerEvent; at: number }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'clear' };

export const emptyEventLog: EventLog = { entries: [], frozen: null, held: 0, total: 0, nextId: 1 };

export function eventLogReducer(log: EventLog, action: EventLogAction): EventLog {
  switch (action.type) {
    case 'received': {
      const entry = { ...action.event, id: log.nextId, receivedAt: action.at };
      return {
        ...log,
        // Pausing freezes the display only: events keep being recorded and show on resume.
        entries: [entry, ...log.entries].slice(0, EVENT_LOG_CAP),
        held: log.frozen ? log.held + 1 : 0,
        total: log.total + 1,
        nextId: log.nextId + 1,
      };
    }
    case 'pause':
      return log.frozen ? log : { ...log, frozen: log.entries, held: 0 };
    case 'resume':
      return { ...log, frozen: null, held: 0 };
    case 'clear':
      return { ...emptyEventLog, frozen: log.frozen ? [] : null, nextId: log.nextId };
  }
}

/** What the page shows: the frozen list while paused, else the live one. */
export const shownEvents = (log: EventLog): LoggedEvent[] => log.frozen ?? log.entries;
