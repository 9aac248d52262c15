import type { QueryKey } from '@tanstack/react-query';
import { readAccessToken } from '../stores/access-token.ts';
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

// The server closes with 4401 when the token is not (or no longer) valid: trying again cannot help.
const UNAUTHENTICATED = 4401;
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

/**
 * Where the line stands: `connecting` on the first attempt, `open`, `reconnecting` from a lost line
 * until it is open again, `closed` when nobody is signed in or the server refused the token.
 */
export type ServerEventsStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface ServerEventsOptions {
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
  const { onEvent, onReconnect, onStatus, WebSocketClass = WebSocket, location = window.location } = options;
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
    // The stored value is "Bearer <token>" (spec §9); browsers cannot send headers on a WebSocket.
    const token = readAccessToken()?.replace(/^Bearer /, '');
    if (stopped) return;
    if (!token) {
      report('closed');
      return;
    }
    report(lost ? 'reconnecting' : 'connecting');
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    const current = new WebSocketClass(
      `${scheme}://${location.host}/api/ws?token=${encodeURIComponent(token)}`,
    );
    socket = current;
    current.onopen = () => {
      retryIn = FIRST_RETRY_MS;
      report('open');
      if (lost) onReconnect?.();
      lost = false;
    };
    current.onmessage = (message: MessageEvent) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(message.data));
      } catch {
        return;
      }
      if (isServerEvent(parsed)) onEvent(parsed);
    };
    current.onclose = (event: CloseEvent) => {
      if (stopped || socket !== current) return;
      if (event.code === UNAUTHENTICATED) {
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
