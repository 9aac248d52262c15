import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../i18n/index.ts';
import type { AppRoute, AppRouteMeta } from '../router/app-route.ts';
import { pageRegistry } from '../router/page-registry.ts';
import { storeAccessToken } from '../stores/access-token.ts';
import { useSession } from '../stores/session.ts';
import { fakeApi } from '../test/fake-api.ts';
import { FakeSocket } from '../test/fake-socket.ts';
import { NavMenu } from './nav-menu.tsx';
import { useServerEvents } from './use-server-events.ts';

const meta = (title: string): AppRouteMeta => ({
  title,
  icon: null,
  hidden: false,
  alwaysShow: false,
  keepAlive: true,
  roles: ['ROLE'],
});

// The review screen under a path of staff's own choosing: the count follows the screen, not the path.
const routes: AppRoute[] = [
  {
    path: '/money',
    fullPath: '/money',
    name: 'Money',
    meta: { ...meta('Money'), alwaysShow: true },
    view: { kind: 'layout' },
    children: [
      {
        path: 'queue',
        fullPath: '/money/queue',
        name: 'Queue',
        meta: meta('withdrawAudit'),
        view: { kind: 'page', load: pageRegistry['user/withdraw-audit/index']! },
        children: [],
      },
      {
        path: 'records',
        fullPath: '/money/records',
        name: 'Records',
        meta: meta('withdrawRecord'),
        view: { kind: 'page', load: pageRegistry['user/withdraw-record/index']! },
        children: [],
      },
    ],
  },
];

function Shell() {
  useServerEvents();
  return <NavMenu routes={routes} mode="inline" />;
}

let pending = 0;
let api: ReturnType<typeof fakeApi>;

function mount(permissions: string[], path = '/money/queue') {
  useSession.setState({ profile: null, permissions });
  render(
    <App>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Shell />
        </MemoryRouter>
      </QueryClientProvider>
    </App>,
  );
}

const summaryCalls = () => api.requests.filter((r) => r.url === '/api/withdrawals/summary').length;
const reviewEntry = () => screen.getByRole('menuitem', { name: /Withdrawal review/ });
const serverSays = (event: unknown) =>
  act(() => FakeSocket.opened.at(-1)!.onmessage?.({ data: JSON.stringify(event) }));

beforeEach(async () => {
  pending = 0;
  api = fakeApi((request) =>
    request.url === '/api/withdrawals/summary'
      ? {
          status: 200,
          data: { data: { pending_count: pending, oldest_pending_at: null, overdue_hours: 24 } },
        }
      : undefined,
  );
  FakeSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  storeAccessToken('5|secret');
  await applyLanguage('en');
});
afterEach(() => {
  api.restore();
  vi.unstubAllGlobals();
  useSession.getState().reset();
});

describe('the count of waiting withdrawals on the review menu entry', () => {
  it('shows how many wait, to the eye and to screen readers, and moves with withdrawal events', async () => {
    pending = 3;
    mount(['withdrawals.review']);
    expect(
      await screen.findByRole('menuitem', { name: /Withdrawal review 3 waiting for review$/ }),
    ).toBeTruthy();
    // The visible badge is hidden from screen readers, which read the sentence instead.
    const badge = within(reviewEntry()).getByTitle('3');
    expect(badge.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('menuitem', { name: /Withdrawal records$/ })).toBeTruthy();

    pending = 4;
    serverSays({ type: 'withdrawal.created', data: { id: 9, user: { id: 1, name: 'ann' }, amount: 100 } });
    expect(
      await screen.findByRole('menuitem', { name: /Withdrawal review 4 waiting for review$/ }),
    ).toBeTruthy();

    pending = 0;
    serverSays({ type: 'withdrawal.reviewed', data: { id: 9 } });
    expect(await screen.findByRole('menuitem', { name: /Withdrawal review$/ })).toBeTruthy();
    expect(within(reviewEntry()).queryByTitle(/\d/)).toBeNull();
    expect(summaryCalls()).toBe(3);
  });

  it('shows the count on the closed catalogue above the entry, and on the entry once it is open', async () => {
    pending = 2;
    mount(['withdrawals.review'], '/elsewhere');
    const money = await screen.findByRole('menuitem', { name: /Money 2 waiting for review$/ });
    await userEvent.click(money);
    expect(
      await screen.findByRole('menuitem', { name: /Withdrawal review 2 waiting for review$/ }),
    ).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /Money$/ })).toBeTruthy();
    expect(summaryCalls()).toBe(1);
  });

  it('shows nothing while none wait', async () => {
    mount(['withdrawals.review']);
    await vi.waitFor(() => expect(summaryCalls()).toBe(1));
    expect(reviewEntry().textContent).toBe('Withdrawal review');
  });

  it('is not asked for by an admin who may not review', async () => {
    pending = 5;
    mount(['withdrawals.query']);
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(reviewEntry().textContent).toBe('Withdrawal review');
    expect(summaryCalls()).toBe(0);
  });
});
