import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerEvent } from '../../../api/server-events.ts';
import { KitProviders } from '../../../components/crud/kit-fixtures.tsx';
import { applyLanguage } from '../../../i18n/index.ts';
import { storeAccessToken } from '../../../stores/access-token.ts';
import WebsocketDemoPage from './index.tsx';
import { FakeSocket } from '../../../test/fake-socket.ts';

// Two hundred events through antd's Collapse take seconds in happy-dom on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const line = () => FakeSocket.opened.at(-1)!;
const serverSays = (...events: ServerEvent[]) =>
  act(() => {
    for (const event of events) line().onmessage?.({ data: JSON.stringify(event) });
  });

const invested = (id: number, name = 'ann'): ServerEvent => ({
  type: 'investment.created',
  data: { id, user: { id: 1, name }, project: { id: 3, name: 'Steady 30' }, amount: 150_000 },
});
const withdrawalAsked: ServerEvent = {
  type: 'withdrawal.created',
  data: { id: 9, user: { id: 2, name: 'bob' }, amount: 7_000, status: 'pending' },
};

/** The event rows' header lines, top to bottom. */
/** Picks an event type in the filter, clicking its label as a user does. */
const pickType = (name: string) =>
  userEvent.click(within(screen.getByRole('radiogroup', { name: 'Event type' })).getByText(name));

const rows = () => screen.queryAllByRole('button', { expanded: false }).map((row) => row.textContent);

function mount() {
  render(
    <KitProviders>
      <WebsocketDemoPage />
    </KitProviders>,
  );
  act(() => line().open());
}

beforeEach(async () => {
  FakeSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  storeAccessToken('5|secret');
  await applyLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('WebSocket demo page', () => {
  it('shows the line connecting, then open, and an empty list until something happens', () => {
    render(
      <KitProviders>
        <WebsocketDemoPage />
      </KitProviders>,
    );
    expect(within(screen.getByRole('status')).getByText('Connecting')).toBeTruthy();
    expect(line().url).toMatch(/\/api\/ws$/);
    act(() => line().open());
    expect(line().sent).toEqual([JSON.stringify({ type: 'auth', token: '5|secret' })]);
    expect(within(screen.getByRole('status')).getByText('Open')).toBeTruthy();
    expect(screen.getByText('No events yet. They appear here as they happen.')).toBeTruthy();
    act(() => line().onclose?.({ code: 1006 }));
    expect(within(screen.getByRole('status')).getByText('Reconnecting')).toBeTruthy();
  });

  it('lists events newest first with a summary, and shows an event’s data on demand', async () => {
    mount();
    serverSays(invested(1), withdrawalAsked);
    expect(rows()).toHaveLength(2);
    expect(rows()[0]).toMatch(/withdrawal\.createdbob asks to withdraw 70\.00$/);
    expect(rows()[1]).toMatch(/investment\.createdann invested 1,500\.00 in Steady 30$/);
    expect(screen.getByText('Received: 2')).toBeTruthy();

    await userEvent.click(screen.getByText('bob asks to withdraw 70.00'));
    expect(screen.getByText(/"status": "pending"/)).toBeTruthy();
  });

  it('keeps only the latest 200 events', () => {
    mount();
    serverSays(...Array.from({ length: 205 }, (_, i) => invested(i + 1, `member${i + 1}`)));
    const shown = rows();
    expect(shown).toHaveLength(200);
    expect(shown[0]).toContain('member205 invested');
    expect(shown.at(-1)).toContain('member6 invested');
    expect(screen.getByText('Received: 205')).toBeTruthy();
  });

  it('shows only the chosen type of event', async () => {
    mount();
    serverSays(invested(1), withdrawalAsked, invested(2, 'cy'));
    await pickType('withdrawal.created');
    expect(rows()).toEqual([expect.stringContaining('bob asks to withdraw')]);
    await pickType('withdrawal.reviewed');
    expect(screen.getByText('No events of this type')).toBeTruthy();
    await pickType('All');
    expect(rows()).toHaveLength(3);
  });

  it('holds the list still while paused and shows what arrived meanwhile on resume', async () => {
    mount();
    serverSays(invested(1));
    await userEvent.click(screen.getByRole('button', { name: /Pause/ }));
    serverSays(withdrawalAsked, invested(2, 'cy'));
    expect(rows()).toHaveLength(1);
    expect(screen.getByText('2 received while paused')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Resume/ }));
    expect(rows()).toHaveLength(3);
    expect(rows()[0]).toContain('cy invested');
    expect(screen.queryByText(/received while paused/)).toBeNull();
  });

  it('clears the list', async () => {
    mount();
    serverSays(invested(1));
    await userEvent.click(screen.getByRole('button', { name: /Clear/ }));
    expect(rows()).toHaveLength(0);
    expect(screen.getByText('No events yet. They appear here as they happen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Clear/ }).hasAttribute('disabled')).toBe(true);
  });

  it('falls back to the data itself when an event is not shaped as expected', () => {
    mount();
    serverSays({ type: 'investment.settled', data: { ids: [4] } });
    expect(rows()[0]).toContain('{"ids":[4]}');
  });
});
