import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAccessToken, storeAccessToken } from '../stores/access-token.ts';
import { listenToServerEvents, type ServerEvent } from './server-events.ts';
import { FakeSocket } from '../test/fake-socket.ts';

const last = () => FakeSocket.opened.at(-1)!;
const listen = (onEvent = vi.fn(), onReconnect = vi.fn(), onStatus = vi.fn()) => {
  const stop = listenToServerEvents({
    getToken: readAccessToken,
    onEvent,
    onReconnect,
    onStatus,
    WebSocketClass: FakeSocket as unknown as typeof WebSocket,
    location: { protocol: 'https:', host: 'office.example.com' },
  });
  return { stop, onEvent, onReconnect, onStatus };
};

beforeEach(() => {
  FakeSocket.opened = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('listenToServerEvents', () => {
  it('opens nothing when nobody is signed in', () => {
    listen();
    expect(FakeSocket.opened).toHaveLength(0);
  });

  it('connects over wss on an https page with no token in the URL, and sends it first once the line is up', () => {
    storeAccessToken('12|se cret');
    const { onStatus } = listen();
    expect(last().url).toBe('wss://office.example.com/api/ws');
    expect(last().sent).toEqual([]);
    last().connect();
    expect(last().sent).toEqual([JSON.stringify({ type: 'auth', token: '12|se cret' })]);
    // Open once the server has taken the token, not when the line comes up.
    expect(onStatus.mock.calls).toEqual([['connecting']]);
    last().say(JSON.stringify({ type: 'ready' }));
    expect(onStatus.mock.calls).toEqual([['connecting'], ['open']]);
  });

  it('sends the token stored when it reconnects, which may be a new one', () => {
    storeAccessToken('1|old');
    listen();
    last().open();
    storeAccessToken('2|new');
    last().drop();
    vi.advanceTimersByTime(1000);
    last().open();
    expect(JSON.parse(last().sent[0]!)).toEqual({ type: 'auth', token: '2|new' });
  });

  it('refetches after a reconnection only once the server has taken the token', () => {
    storeAccessToken('1|x');
    const { onReconnect } = listen();
    last().open();
    last().drop();
    vi.advanceTimersByTime(1000);
    last().connect();
    expect(onReconnect).not.toHaveBeenCalled();
    last().say(JSON.stringify({ type: 'ready' }));
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('hands on the events it knows and ignores anything else', () => {
    storeAccessToken('1|x');
    const { onEvent } = listen();
    const event: ServerEvent = { type: 'withdrawal.created', data: { id: 7 } };
    last().say(JSON.stringify(event));
    last().say('not json');
    last().say(JSON.stringify({ type: 'something.else', data: {} }));
    last().say(JSON.stringify(null));
    expect(onEvent.mock.calls).toEqual([[event]]);
  });

  it('reconnects after a lost line, waiting longer each time, and says so once back', () => {
    storeAccessToken('1|x');
    const { onReconnect } = listen();
    last().open();
    last().drop();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.opened).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.opened).toHaveLength(3);
    expect(onReconnect).not.toHaveBeenCalled();
    last().open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    // Once connected again, the next loss waits the first pause again.
    last().drop();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.opened).toHaveLength(4);
  });

  it('never waits more than 30 seconds between attempts', () => {
    storeAccessToken('1|x');
    listen();
    for (let i = 0; i < 8; i++) {
      last().drop();
      vi.advanceTimersByTime(30_000);
    }
    expect(FakeSocket.opened).toHaveLength(9);
  });

  it('gives up when the server refuses the token, or wants two-factor turned on first', () => {
    storeAccessToken('1|x');
    listen();
    last().drop(4401);
    listen();
    last().drop(4403);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.opened).toHaveLength(2);
  });

  it('closes the line and stops reconnecting when told to stop', () => {
    storeAccessToken('1|x');
    const { stop } = listen();
    const socket = last();
    stop();
    expect(socket.closedByClient).toBe(true);
    socket.drop(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.opened).toHaveLength(1);
  });

  it('reports the line as connecting, open, reconnecting after a loss, and open again', () => {
    storeAccessToken('1|x');
    const { onStatus } = listen();
    last().open();
    last().drop();
    vi.advanceTimersByTime(1000);
    last().drop();
    vi.advanceTimersByTime(2000);
    last().open();
    expect(onStatus.mock.calls.map(([status]) => status)).toEqual([
      'connecting',
      'open',
      'reconnecting',
      'open',
    ]);
  });

  it('reports the line closed when nobody is signed in or the server refuses the token', () => {
    const nobody = listen();
    expect(nobody.onStatus.mock.calls).toEqual([['closed']]);
    storeAccessToken('1|x');
    const refused = listen();
    last().drop(4401);
    expect(refused.onStatus.mock.calls).toEqual([['connecting'], ['closed']]);
  });

  it('reports nothing once stopped', () => {
    storeAccessToken('1|x');
    const { stop, onStatus } = listen();
    stop();
    last().drop(1000);
    expect(onStatus.mock.calls).toEqual([['connecting']]);
  });
});
