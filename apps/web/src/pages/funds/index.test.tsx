import { queryOptions } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fundFigureNames, type FundDay, type FundFigures, type FundPage } from '@app/contracts/funds';
import { ApiRequestError } from '../../api/http.ts';
import type { ListFilter, ListRequest } from '../../api/list-request.ts';
import { findRowWith } from '../../components/DataGrid/fixtures.tsx';
import { inEnglish, KitProviders, signInWith } from '../../components/crud/kit-fixtures.tsx';
import { localTimeZone } from '../../components/local-time-zone.ts';
import FundPageScreen from './index.tsx';

vi.setConfig({ testTimeout: 30_000 });

const server = vi.hoisted(() => ({
  asked: [] as { per_page: number; filter: ListFilter }[],
  exported: [] as ListFilter[],
  answer: undefined as undefined | ((filter: ListFilter) => Promise<FundPage>),
}));

// Every figure at nought, from the contract's own list of figures.
const zero = Object.fromEntries(fundFigureNames.map((name) => [name, 0])) as FundFigures;
const days: FundDay[] = [
  {
    date: '2026-03-02',
    ...zero,
    recharged: 1_234_56,
    adjusted: -200_00,
    invested: 300_00,
    withdrawn: 150_00,
    pending_withdrawals: 150_00,
  },
  { date: '2026-03-01', ...zero, settled_principal: 1_000_00, profit_paid: 125_00, refunded: 7_00 },
];
const totals: FundFigures = {
  recharged: 9_876_543_21,
  adjusted: -200_00,
  invested: 300_00,
  settled_principal: 1_000_00,
  profit_paid: 125_00,
  withdrawn: 150_00,
  refunded: 7_00,
  pending_withdrawals: 150_00,
};
const pageOf = (data: FundDay[]): FundPage => ({
  data,
  meta: { current_page: 1, per_page: 50, total: data.length, last_page: 1, from: 1, to: data.length },
  totals,
});

vi.mock('../../api/funds.ts', () => ({
  fundListQuery: (request: ListRequest) =>
    queryOptions({
      queryKey: ['funds', 'list', request],
      queryFn: () => {
        server.asked.push({ per_page: request.per_page, filter: request.filter });
        return server.answer ? server.answer(request.filter) : Promise.resolve(pageOf(days));
      },
    }),
  // "Export all" hands on the filter applied; the server writes the file.
  exportFunds: (request: { filter: ListFilter }, rows: string) => {
    server.exported.push(rows === 'all' ? request.filter : { rows });
    return Promise.resolve();
  },
}));

function openPage() {
  render(
    <KitProviders>
      <FundPageScreen />
    </KitProviders>,
  );
}

const ymd = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
const lastDaysFilter = (n: number) => ({
  from: ymd(dayjs().subtract(n - 1, 'day')),
  to: ymd(dayjs()),
  tz: localTimeZone(),
});

describe('fund details', () => {
  beforeAll(inEnglish);

  beforeEach(() => {
    server.asked.length = 0;
    server.exported.length = 0;
    server.answer = undefined;
    signInWith(['funds.query']);
  });

  it("asks for the last 30 days in the admin's time zone, once, and names the zone", async () => {
    openPage();
    await findRowWith('2026-03-02');
    expect(server.asked).toEqual([{ per_page: 50, filter: lastDaysFilter(30) }]);
    expect((screen.getByPlaceholderText('Start date') as HTMLInputElement).value).toBe(
      lastDaysFilter(30).from,
    );
    expect((screen.getByPlaceholderText('End date') as HTMLInputElement).value).toBe(lastDaysFilter(30).to);
    expect(screen.getByText(`Days are counted in ${localTimeZone()} time`)).toBeTruthy();
  });

  it("shows each day's money as amounts, and the range's totals above the grid", async () => {
    openPage();
    const day = await findRowWith('2026-03-02');
    for (const text of ['1,234.56', '-200.00', '300.00']) expect(within(day).getByText(text)).toBeTruthy();
    expect(within(day).getAllByText('150.00')).toHaveLength(2);
    const before = await findRowWith('2026-03-01');
    for (const text of ['1,000.00', '125.00', '7.00']) expect(within(before).getByText(text)).toBeTruthy();

    const sums = screen.getByRole('list', { name: 'Totals of the range' });
    const total = (title: string) =>
      within(sums).getByText(title).closest('[role="listitem"]')!.textContent!.replace(title, '');
    await waitFor(() => expect(total('Recharged')).toBe('9,876,543.21'));
    expect(total('Adjusted')).toBe('-200.00');
    expect(total('Principal returned')).toBe('1,000.00');
    expect(total('Pending withdrawals')).toBe('150.00');
  });

  it('asks for a preset range, returns to the last 30 days on Reset, and exports the range applied', async () => {
    const user = userEvent.setup();
    openPage();
    await waitFor(() => expect(server.asked).toHaveLength(1));
    await user.click(screen.getByPlaceholderText('Start date'));
    await user.click(await screen.findByText('Last 7 days'));
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(server.asked.at(-1)?.filter).toEqual(lastDaysFilter(7)));

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(
      within(screen.getByRole('menu', { name: 'Export' })).getByRole('menuitem', { name: 'Export all' }),
    );
    await waitFor(() => expect(server.exported).toEqual([lastDaysFilter(7)]));

    await user.click(screen.getByRole('button', { name: /Reset/ }));
    await waitFor(() => expect(server.asked.at(-1)?.filter).toEqual(lastDaysFilter(30)));
    expect((screen.getByPlaceholderText('Start date') as HTMLInputElement).value).toBe(
      lastDaysFilter(30).from,
    );
  });

  it("shows the server's refusal of the range on the range", async () => {
    server.answer = () =>
      Promise.reject(
        new ApiRequestError('Choose a range of at most 366 days.', 422, {
          'filter.from': ['Choose a range of at most 366 days.'],
        }),
      );
    openPage();
    await screen.findByText('Choose a range of at most 366 days.');
    const item = screen.getByPlaceholderText('Start date').closest('.ant-form-item')!;
    expect(item.classList.contains('ant-form-item-has-error')).toBe(true);
  });
});
