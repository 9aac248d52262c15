import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAccessToken } from '../stores/access-token.ts';
import { subscribeToServerEvents } from './server-events-hub.ts';
import { FakeSocket } from '../test/fake-socket.ts';

const settled = { type: 'investment.settled', data: { id: 7 } };

beforeEach(() => {
  FakeSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  storeAccessToken('5|secret');
});
afterEach(() => vi.unstubAllGlobals());

describe('the shared line to the server', () => {
  it('opens one line for every listener, tells each of every event, and closes with the last', () => {
    const shell = { onEvent: vi.fn(), onReconnect: vi.fn() };
    const page = { onEvent: vi.fn(), onStatus: vi.fn() };
    const leaveShell = subscribeToServerEvents(shell);
    const leavePage = subscribeToServerEvents(page);
    expect(FakeSocket.opened).toHaveLength(1);

    const line = FakeSocket.opened[0]!;
    line.open();
    line.onmessage?.({ data: JSON.stringify(settled) });
    expect(shell.onEvent).toHaveBeenCalledWith(settled);
    expect(page.onEvent).toHaveBeenCalledWith(settled);

    leavePage();
    expect(line.closedByClient).toBe(false);
    line.onmessage?.({ data: JSON.stringify(settled) });
    expect(page.onEvent).toHaveBeenCalledTimes(1);
    leaveShell();
    expect(line.closedByClient).toBe(true);
  });

  it('tells a listener that joins an open line where it stands, and every listener of changes', () => {
    const first = { onEvent: vi.fn(), onStatus: vi.fn() };
    const leaveFirst = subscribeToServerEvents(first);
    const line = FakeSocket.opened[0]!;
    line.open();
    expect(first.onStatus).toHaveBeenLastCalledWith('open');

    const late = { onEvent: vi.fn(), onStatus: vi.fn() };
    const leaveLate = subscribeToServerEvents(late);
    expect(late.onStatus).toHaveBeenCalledWith('open');

    vi.useFakeTimers();
    try {
      line.onclose?.({ code: 1006 });
      expect(first.onStatus).toHaveBeenLastCalledWith('reconnecting');
      expect(late.onStatus).toHaveBeenLastCalledWith('reconnecting');
    } finally {
      leaveLate();
      leaveFirst();
      vi.useRealTimers();
    }
  });

  it('opens a new line for the next listener once the last one has left', () => {
    subscribeToServerEvents({ onEvent: vi.fn() })();
    subscribeToServerEvents({ onEvent: vi.fn() })();
    expect(FakeSocket.opened).toHaveLength(2);
    expect(FakeSocket.opened.every((socket) => socket.closedByClient)).toBe(true);
  });
});
