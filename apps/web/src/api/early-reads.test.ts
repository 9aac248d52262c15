import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { askEarly, getOnce, peekEarly } from './early-reads.ts';

let restore = () => {};
afterEach(() => restore());

describe('early reads', () => {
  it('asks once at the start; the first taker gets that answer, a later one asks again', async () => {
    let served = 0;
    const server = fakeApi(() => ({ status: 200, data: { data: { answer: (served += 1) } } }));
    restore = server.restore;

    askEarly(['/api/admins/me']);
    expect((await peekEarly<{ data: { answer: number } }>('/api/admins/me'))?.data.data.answer).toBe(1);
    expect(server.requests).toHaveLength(1);

    expect((await getOnce<{ data: { answer: number } }>('/api/admins/me')).data.data.answer).toBe(1);
    expect(server.requests).toHaveLength(1);
    // Still there to peek at once taken: the dashboard's warm-up may look after the session loader took it.
    expect((await peekEarly<{ data: { answer: number } }>('/api/admins/me'))?.data.data.answer).toBe(1);
    expect(server.requests).toHaveLength(1);

    expect((await getOnce<{ data: { answer: number } }>('/api/admins/me')).data.data.answer).toBe(2);
    expect(server.requests).toHaveLength(2);
  });

  it('hands a failed early read to its taker, as a request of its own would fail', async () => {
    const server = fakeApi(() => ({ status: 500, data: { message: 'down' } }));
    restore = server.restore;

    askEarly(['/api/currencies/default']);
    await expect(getOnce('/api/currencies/default')).rejects.toThrow('down');
  });

  it('asks anew for a path nobody asked for early', async () => {
    const server = fakeApi(() => ({ status: 200, data: { data: [] } }));
    restore = server.restore;

    await getOnce('/api/admins/me/routers/tree');
    expect(server.requests).toEqual([
      { method: 'GET', url: '/api/admins/me/routers/tree', params: {}, body: undefined },
    ]);
  });
});
