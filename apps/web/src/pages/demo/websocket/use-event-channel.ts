import { useEffect, useEffectEvent, useState } from 'react';
import type { ServerEvent, ServerEventsStatus } from '../../../api/server-events.ts';
import { subscribeToServerEvents } from '../../../api/server-events-hub.ts';

/** Listens to the server's events while the page is shown, on the shell's line. Answers its status. */
export function useEventChannel(onEvent: (event: ServerEvent) => void): ServerEventsStatus {
  const [status, setStatus] = useState<ServerEventsStatus>('connecting');
  const handle = useEffectEvent(onEvent);
  useEffect(() => subscribeToServerEvents({ onEvent: (event) => handle(event), onStatus: setStatus }), []);
  return status;
}
