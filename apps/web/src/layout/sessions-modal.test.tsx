import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminSession } from '@app/contracts/admins';
import { KitProviders } from '../components/crud/kit-fixtures.tsx';
import { activateAreaTexts } from '../i18n/area-texts.ts';
import { applyLanguage } from '../i18n/index.ts';
import { useSettings } from '../stores/settings.ts';
import { fakeApi } from '../test/fake-api.ts';
import { browserName } from './browser-name.ts';
import SessionsModal from './sessions-modal.tsx';

vi.setConfig({ testTimeout: 20_000 });

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const sessions = (): AdminSession[] => [
  {
    id: 11,
    created_at: '2026-11-20T08:00:00.000Z',
    last_used_at: '2026-11-25T09:30:00.000Z',
    ip: '10.0.0.1',
    user_agent: chrome,
    current: true,
  },
  {
    id: 12,
    created_at: '2026-11-19T08:00:00.000Z',
    last_used_at: '2026-11-24T16:05:00.000Z',
    ip: '10.0.0.2',
    user_agent: firefox,
    current: false,
  },
];

let restore = () => {};
afterEach(() => restore());

function open(language: 'en' | 'zh-cn' = 'en') {
  let live = sessions();
  const api = fakeApi((request) => {
    if (request.method === 'GET' && request.url === '/api/admins/me/sessions')
      return { status: 200, data: { data: live } };
    if (request.method === 'DELETE' && request.url === '/api/admins/me/sessions/12') {
      live = live.filter((s) => s.id !== 12);
      return { status: 204 };
    }
    return undefined;
  });
  restore = api.restore;
  useSettings.setState({ language });
  render(
    <KitProviders>
      <SessionsModal open onClose={() => {}} />
    </KitProviders>,
  );
  return { api, user: userEvent.setup() };
}

describe('browser names', () => {
  it('names the browser, its version and the system, as a person would', () => {
    expect(browserName(chrome)).toBe('Chrome 131 · Windows');
    expect(browserName(firefox)).toBe('Firefox 133 · Linux');
    expect(
      browserName(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      ),
    ).toBe('Safari 18 · macOS');
    expect(browserName(`${chrome} Edg/131.0.0.0`)).toBe('Edge 131 · Windows');
    expect(browserName('curl/8.5.0')).toBe('curl/8.5.0');
    expect(browserName(null)).toBeNull();
  });
});

describe('the sessions panel', () => {
  beforeAll(async () => {
    await applyLanguage('en');
    await activateAreaTexts('en');
  });

  it('lists the sessions with the current one marked, and ends another after asking', async () => {
    const { api, user } = open();
    const current = (await screen.findByText('Chrome 131 · Windows')).closest('tr')!;
    within(current).getByText('This session');
    expect(within(current).queryByRole('button', { name: 'End session' })).toBeNull();
    const other = screen.getByText('Firefox 133 · Linux').closest('tr')!;
    within(other).getByText('10.0.0.2');
    await user.click(within(other).getByRole('button', { name: 'End session' }));
    const question = await screen.findByText(/End the session on Firefox 133 · Linux\?/);
    const confirm = question.closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(confirm).getByRole('button', { name: 'End session' }));
    await screen.findByText('The session was ended');
    await waitFor(() => expect(screen.queryByText('Firefox 133 · Linux')).toBeNull());
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      '/api/admins/me/sessions/12',
    ]);
  });

  it('writes the dates the admin’s language’s way', async () => {
    await applyLanguage('zh-cn');
    await activateAreaTexts('zh-cn');
    open('zh-cn');
    const expected = new Intl.DateTimeFormat('zh-CN', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2026-11-24T16:05:00.000Z'),
    );
    await screen.findByText(expected);
    screen.getByText('当前会话');
    await applyLanguage('en');
  });
});
