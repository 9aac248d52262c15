import { queryOptions } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard, DashboardRange } from '@app/contracts/dashboard';
import { ApiRequestError } from '../../api/http.ts';
import { inEnglish, KitProviders, signInWith } from '../../components/crud/kit-fixtures.tsx';
import { localTimeZone } from '../../components/local-time-zone.ts';
import { setDefaultCurrency } from '../../components/money/index.ts';
import { emptyAnswer, fakeAnswer } from './fake-answer.ts';
import DashboardPage from './index.tsx';

// Loading ECharts once (beforeAll) can take a while on a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const server = vi.hoisted(() => ({
  asked: [] as DashboardRange[],
  answer: (() => Promise.resolve(undefined)) as (range: DashboardRange) => Promise<Dashboard | undefined>,
}));

vi.mock('../../api/dashboard.ts', () => ({
  dashboardKeys: { all: ['dashboard'] },
  dashboardQuery: (range: DashboardRange) =>
    queryOptions({
      queryKey: ['dashboard', range],
      queryFn: () => {
        server.asked.push(range);
        return server.answer(range);
      },
    }),
}));

// The admin as signed in, without asking a server again.
vi.mock('../../components/use-current-admin.ts', async () => {
  const { useSession } = await import('../../stores/session.ts');
  return { useCurrentAdmin: () => useSession((s) => s.profile) };
});

// The page listens to the server's events; here nobody talks on the line.
vi.mock('../../api/server-events-hub.ts', () => ({ subscribeToServerEvents: () => () => {} }));

function openPage() {
  render(
    <KitProviders>
      <DashboardPage />
    </KitProviders>,
  );
}

const ymd = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
const lastDays = (n: number): DashboardRange => ({
  from: ymd(dayjs().subtract(n - 1, 'day')),
  to: ymd(dayjs()),
  tz: localTimeZone(),
});

/** Waits for the answer's time: its line holds its place, hidden, until then. */
const answered = () =>
  waitFor(() => expect(screen.getByText(/^As of/).getAttribute('aria-hidden')).toBe('false'));

/** A totals card's figure and note, by its title. */
function card(title: string): string {
  const totals = screen.getByRole('list', { name: 'Totals' });
  return within(totals).getByText(title).closest('[role="listitem"]')!.textContent!.replace(title, '');
}

describe('dashboard', () => {
  beforeAll(async () => {
    // The charts load lazily; loaded once here, each test waits only for the drawing.
    await import('../../components/charts/echart.tsx');
    await inEnglish();
    setDefaultCurrency({ code: 'CNY', symbol: '¥', decimals: 2 });
  });
  afterAll(() => setDefaultCurrency(undefined));

  beforeEach(() => {
    // happy-dom lays nothing out: each chart's box gets a size to draw in.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    // Nor does it scroll: every chart is wholly on the screen (a chart draws once a quarter of it is).
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe(target: Element) {
          const entry = { isIntersecting: true, intersectionRatio: 1, target } as IntersectionObserverEntry;
          this.report([entry], this as never);
        }
        disconnect() {}
      },
    );
    server.asked.length = 0;
    server.answer = () => Promise.resolve(fakeAnswer());
    signInWith(['dashboard.query']);
  });

  it('greets an admin without dashboard.query with their details and permissions instead', async () => {
    signInWith(['users.query']);
    openPage();
    // The greeting's scripts load for who gets it (index.tsx).
    expect(await screen.findByRole('heading', { name: 'Hello, Ann' })).toBeTruthy();
    expect(screen.getByText('My permissions')).toBeTruthy();
    expect(screen.getByText('users.query')).toBeTruthy();
    expect(server.asked).toEqual([]);
  });

  it("asks for the last 30 days in the admin's zone, names the zone, and holds each figure's and chart's place until the answer", async () => {
    let answer!: (value: Dashboard) => void;
    server.answer = () => new Promise((resolve) => (answer = resolve));
    openPage();
    expect(screen.getByRole('heading', { name: 'Hello, Ann' })).toBeTruthy();
    expect(screen.getByText(`Days are counted in ${localTimeZone()} time`)).toBeTruthy();
    await waitFor(() => expect(server.asked).toEqual([lastDays(30)]));
    expect(document.querySelectorAll('.plain-card[aria-busy="true"]').length).toBe(8 + 4);
    expect(screen.queryByText(/^As of/)?.getAttribute('aria-hidden')).toBe('true');

    answer(fakeAnswer());
    const asOf = await screen.findByText(`As of ${dayjs('2026-03-02T09:08:07.000Z').format('HH:mm:ss')}`);
    expect(asOf.getAttribute('aria-hidden')).toBe('false');
    expect(document.querySelectorAll('.plain-card[aria-busy="true"]').length).toBe(0);
  });

  it("shows the totals in the admin's language and currency, with counts beside them", async () => {
    openPage();
    await answered();
    expect(card('Members')).toBe('1,23412 new in the range');
    expect(card('Recharged')).toBe('¥9,876,543.21');
    expect(card('Invested')).toBe('¥500,000.00');
    expect(card('Profit paid')).toBe('¥12,500.00');
    expect(card('Withdrawn (approved)')).toBe('¥30,000.00');
    expect(card('Pending withdrawals')).toBe('¥4,500.00' + '3 waiting for review');
    expect(card('Principal invested now')).toBe('¥800,000.00');
    expect(card('Due for settlement')).toBe('¥2,000.00' + '2 investments due');
  });

  it('draws the four charts, each named for screen readers, with their legends in the language', async () => {
    openPage();
    const drawn = async (name: string) => {
      const chart = await screen.findByRole('img', { name });
      // The chart draws in the frame after it starts (echart.tsx): its words are there once drawn.
      await waitFor(() => expect(chart.querySelector('svg text')).toBeTruthy());
      return [...chart.querySelectorAll('svg text')].map((t) => t.textContent);
    };
    expect(await drawn('Money by day')).toEqual(
      expect.arrayContaining(['Recharged', 'Invested', 'Withdrawn (approved)', 'Profit paid', '3/1', '3/2']),
    );
    expect(await drawn('New members of the range')).toEqual(
      expect.arrayContaining(['Registered', 'Invested twice or more', '12', '8']),
    );
    expect(await drawn('Invested by category')).toEqual(expect.arrayContaining(['Gold <fund>', '80%']));
    expect(await drawn('Top projects by amount invested')).toEqual(
      expect.arrayContaining(['Harbour bond', 'Solar farm', 'Average investment']),
    );
    expect(screen.queryByText('Nothing in this range')).toBeNull();
  });

  it('says so when nothing happened in the range, and says which chart has nothing', async () => {
    server.answer = () => Promise.resolve(emptyAnswer());
    openPage();
    await screen.findByText('No money moved and no member registered from Mar 1, 2026 to Mar 2, 2026');
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    // The figures of now still show.
    expect(card('Pending withdrawals')).toBe('¥4,500.00' + '3 waiting for review');

    cleanupAndOpen(() => Promise.resolve({ ...emptyAnswer(), pie: fakeAnswer().pie }));
    expect(await screen.findByRole('img', { name: 'Invested by category' })).toBeTruthy();
    expect(screen.getAllByText('Nothing in this range')).toHaveLength(3);
  });

  it('says why the figures did not come, and asks again on Retry', async () => {
    server.answer = () => Promise.reject(new ApiRequestError('System error', 500));
    const user = userEvent.setup();
    openPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The data could not be loaded')).toBeTruthy();
    expect(within(alert).getByText('System error')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Totals' })).toBeNull();

    server.answer = () => Promise.resolve(fakeAnswer());
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await answered();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.asked).toHaveLength(2);
  });

  it('asks for the range of a preset', async () => {
    const user = userEvent.setup();
    openPage();
    await answered();
    for (const [preset, range] of [
      ['Last 7 days', lastDays(7)],
      ['Today', lastDays(1)],
      ['This month', { ...lastDays(1), from: ymd(dayjs().startOf('month')) }],
    ] as const) {
      // The picker loads once the page has painted (range-picker-frame.tsx).
      await user.click(await screen.findByPlaceholderText('Start date'));
      await user.click(await screen.findByText(preset));
      await waitFor(() => expect(server.asked.at(-1)).toEqual(range));
    }
  });
});

function cleanupAndOpen(answer: typeof server.answer) {
  cleanup();
  server.answer = answer;
  openPage();
}
