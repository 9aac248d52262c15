import { listenToServerEvents, type ServerEventsOptions, type ServerEventsStatus } from './server-events.ts';

export type ServerEventsListener = Pick<ServerEventsOptions, 'onEvent' | 'onReconnect' | 'onStatus'>;

// The request layer knows nothing of the stores: the app says where the token is (main.tsx), as for http.
let readToken: () => string | null = () => null;

export function configureServerEvents(options: Pick<ServerEventsOptions, 'getToken'>): void {
  readToken = options.getToken;
}

const listeners = new Set<ServerEventsListener>();
let stopLine: (() => void) | null = null;
let lineStatus: ServerEventsStatus = 'closed';

/**
 * One line to the server per browser tab, shared by whoever listens (the shell keeping lists current,
 * the live events page): opened with the first listener, closed when the last one leaves. A listener
 * that joins an open line hears where it stands at once. Answers a function that stops listening.
 */
export function subscribeToServerEvents(listener: ServerEventsListener): () => void {
  listeners.add(listener);
  if (stopLine) listener.onStatus?.(lineStatus);
  else
    stopLine = listenToServerEvents({
      getToken: () => readToken(),
      onEvent: (event) => [...listeners].forEach((l) => l.onEvent(event)),
      onReconnect: () => [...listeners].forEach((l) => l.onReconnect?.()),
      onStatus: (status) => {
        lineStatus = status;
        [...listeners].forEach((l) => l.onStatus?.(status));
      },
    });
  return () => {
    if (!listeners.delete(listener) || listeners.size > 0) return;
    stopLine?.();
    stopLine = null;
    lineStatus = 'closed';
  };
}
