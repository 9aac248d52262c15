import { useEffect, useEffectEvent, useState } from 'react';
import {
  listenToServerEvents,
  type ServerEvent,
  type ServerEventsStatus,
} from '../../../api/server-events.ts';

/**
 * Listens to the server's events while the page is shown, on a line of its own (the shell's line keeps
 * the lists current). Answers the line's status.
 */
export function useEventChannel(onEvent: (event: ServerEvent) => void): ServerEventsStatus {
  const [status, setStatus] = useState<ServerEventsStatus>('connecting');
  const handle = useEffectEvent(onEvent);
  useEffect(() => listenToServerEvents({ onEvent: (event) => handle(event), onStatus: setStatus }), []);
  return status;
}
