import type { QueryKey } from '@tanstack/react-query';
import { balanceRecordKeys } from './balance-records.ts';
import { investmentKeys } from './investments.ts';
import { userKeys } from './users.ts';
import { withdrawalKeys } from './withdrawals.ts';

/** API.md /api/ws: what the server says happened, as `{type, data}`. */
export type ServerEventType =
  'withdrawal.created' | 'withdrawal.reviewed' | 'investment.created' | 'investment.settled';
export interface ServerEvent {
  type: ServerEventType;
  data: unknown;
}

// Each event moves a member's balance, so the balances and their records go stale with the list it is about.
const moneyKeys = [balanceRecordKeys.all, userKeys.all];
export const staleAfter: Record<ServerEventType, QueryKey[]> = {
  'withdrawal.created': [withdrawalKeys.all, ...moneyKeys],
  'withdrawal.reviewed': [withdrawalKeys.all, ...moneyKeys],
  'investment.created': [investmentKeys.all, ...moneyKeys],
  'investment.settled': [investmentKeys.all, ...moneyKeys],
};

export const serverEventTypes = Object.keys(staleAfter) as ServerEventType[];

const isServerEvent = (value: unknown): value is ServerEvent =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { type?: unknown }).type === 'string' &&
  (value as { type: string }).type in staleAfter;

// The server closes with 4401 when the token is not (or no longer) valid, with 4403 while the admin's role
// waits for two-factor to be turned on: trying again cannot help.
const REFUSED = new Set([4401, 4403]);
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

/**
 * Where the line stands: `connecting` on the first attempt, `open` once the server has taken the token,
 * `reconnecting` from a lost line until it is open again, `closed` when nobody is signed in or the server
 * refused the token.
 */
export type ServerEventsStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface ServerEventsOptions {
  /** The stored "Bearer <token>" value, or null when signed out; read at every (re)connection. */
  getToken: () => string | null;
  onEvent: (event: ServerEvent) => void;
  /** Called after a reconnection: events may have been missed while the line was down. */
  onReconnect?: () => void;
  /** Called when the line's status changes; never after the listener is stopped. */
  onStatus?: (status: ServerEventsStatus) => void;
  /** For tests: the WebSocket class and where the page is. */
  WebSocketClass?: typeof WebSocket;
  location?: Pick<Location, 'protocol' | 'host'>;
}

/**
 * Listens to the server's events while signed in, reconnecting after a lost line with a growing pause
 * (1 s doubling to 30 s). Answers a function that stops listening.
 */
export function listenToServerEvents(options: ServerEventsOptions): () => void {
  const {
    getToken,
    onEvent,
    onReconnect,
    onStatus,
    WebSocketClass = WebSocket,
    location = window.location,
  } = options;
  let socket: WebSocket | null = null;
  let retryIn = FIRST_RETRY_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let lost = false;
  let status: ServerEventsStatus | undefined;
  const report = (next: ServerEventsStatus) => {
    if (next !== status) onStatus?.(next);
    status = next;
  };

  const connect = () => {
    // The stored value is "Bearer <token>" (spec §9). Browsers cannot send headers on a WebSocket, and a
    // URL is kept by logs and histories: the token goes in the line's first message (API.md /api/ws).
    const token = getToken()?.replace(/^Bearer /, '');
    if (stopped) return;
    if (!token) {
      report('closed');
      return;
    }
    report(lost ? 'reconnecting' : 'connecting');
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const current = new WebSocketClass(`${scheme}://${location.host}/api/ws`);
    socket = current;
    current.onopen = () => current.send(JSON.stringify({ type: 'auth', token }));
    current.onmessage = (message: MessageEvent) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(message.data));
      } catch {
        return;
      }
      // The server took the token: from here on every event arrives, so what was missed can be fetched.
      if ((parsed as { type?: unknown } | null)?.type === 'ready') {
        retryIn = FIRST_RETRY_MS;
        report('open');
        if (lost) onReconnect?.();
        lost = false;
      } else if (isServerEvent(parsed)) onEvent(parsed);
    };
    current.onclose = (event: CloseEvent) => {
      if (stopped || socket !== current) return;
      if (REFUSED.has(event.code)) {
        report('closed');
        return;
      }
      lost = true;
      report('reconnecting');
      retryTimer = setTimeout(connect, retryIn);
      retryIn = Math.min(retryIn * 2, LAST_RETRY_MS);
    };
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    socket?.close();
  };
}
