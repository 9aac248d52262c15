import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withdrawalKeys } from '../api/withdrawals.ts';
import { applyLanguage } from '../i18n/index.ts';
import { storeAccessToken } from '../stores/access-token.ts';
import { useSession } from '../stores/session.ts';
import { useServerEvents } from './use-server-events.ts';
import { FakeSocket } from '../test/fake-socket.ts';

const withdrawal = {
  id: 41,
  user: { id: 3, name: 'alice' },
  account_name: 'Alice',
  card_number: '6222000011112222',
  bank_name: 'Bank',
  amount: 12_345,
  status: 'pending',
  review_comment: null,
  reviewer: null,
  reviewed_at: null,
  created_at: '2026-11-22T08:00:00.000Z',
};

function Screen({ fetchList }: { fetchList: () => Promise<string[]> }) {
  useServerEvents();
  const list = useQuery({ queryKey: [...withdrawalKeys.all, 'list', {}], queryFn: fetchList });
  return <div>rows: {list.data?.join(',') ?? '…'}</div>;
}

function mount(permissions: string[]) {
  useSession.setState({ profile: null, permissions });
  let calls = 0;
  const fetchList = vi.fn(async () => {
    calls += 1;
    return [`fetch ${calls}`];
  });
  render(
    <App>
      <QueryClientProvider client={new QueryClient()}>
        <Screen fetchList={fetchList} />
      </QueryClientProvider>
    </App>,
  );
  return fetchList;
}

const serverSays = (event: unknown) =>
  act(() => FakeSocket.opened.at(-1)!.onmessage?.({ data: JSON.stringify(event) }));

beforeEach(async () => {
  FakeSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  storeAccessToken('5|secret');
  await applyLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().reset();
});

describe('useServerEvents', () => {
  it('refetches the open withdrawal list and tells a reviewer of a new request', async () => {
    const fetchList = mount(['withdrawals.review']);
    expect(await screen.findByText('rows: fetch 1')).toBeTruthy();
    serverSays({ type: 'withdrawal.created', data: withdrawal });
    expect(await screen.findByText('rows: fetch 2')).toBeTruthy();
    expect(fetchList).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('New withdrawal request')).toBeTruthy();
    expect(screen.getByText('alice asks to withdraw 123.45.')).toBeTruthy();
  });

  it('refreshes without a notice for an admin who only reads withdrawals', async () => {
    mount(['withdrawals.query']);
    expect(await screen.findByText('rows: fetch 1')).toBeTruthy();
    serverSays({ type: 'withdrawal.created', data: withdrawal });
    expect(await screen.findByText('rows: fetch 2')).toBeTruthy();
    expect(screen.queryByText('New withdrawal request')).toBeNull();
  });

  it('leaves the withdrawal list alone on an investment event', async () => {
    const fetchList = mount(['withdrawals.review']);
    expect(await screen.findByText('rows: fetch 1')).toBeTruthy();
    serverSays({ type: 'investment.created', data: { id: 1 } });
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(fetchList).toHaveBeenCalledTimes(1);
  });
});
