import { queryOptions } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '@app/contracts/common';
import type { Investment } from '@app/contracts/investments';
import { ApiRequestError } from '../../api/http.ts';
import type { ListFilter, ListRequest } from '../../api/list-request.ts';
import { inEnglish, KitProviders, signInWith } from '../../components/crud/kit-fixtures.tsx';
import { localTimeZone } from '../../components/local-time-zone.ts';
import InvestmentListPage from './index.tsx';

vi.setConfig({ testTimeout: 30_000 });

const server = vi.hoisted(() => ({
  asked: [] as ListFilter[],
  answer: undefined as undefined | ((filter: ListFilter) => Promise<Page<Investment>>),
  exported: [] as ListFilter[],
}));

const investment: Investment = {
  id: 7,
  user: { id: 42, name: 'ann' },
  project: { id: 3, name: 'Steady 30' },
  amount: 150_000,
  profit_percent: '9.2',
  profit: 13_800,
  status: 'active',
  created_at: '2026-03-02T08:00:00.000Z',
  settle_at: '2026-04-01T08:00:00.000Z',
  settled_at: null,
};

const pageOf = (rows: Investment[], extra: Partial<Page<Investment>['meta']> = {}) => ({
  data: rows,
  meta: {
    current_page: 1,
    per_page: 20,
    total: rows.length,
    last_page: 1,
    from: 1,
    to: rows.length,
    ...extra,
  },
});

vi.mock('../../api/investments.ts', () => ({
  investmentListQuery: (request: ListRequest) =>
    queryOptions({
      queryKey: ['investments', 'list', request],
      queryFn: () => {
        server.asked.push(request.filter);
        return server.answer ? server.answer(request.filter) : Promise.resolve(pageOf([investment]));
      },
    }),
  // "Export all" hands on the filter applied; the server writes the file.
  exportInvestments: (request: { filter: ListFilter }, rows: string) => {
    server.exported.push(rows === 'all' ? request.filter : { rows });
    return Promise.resolve();
  },
}));

vi.mock('../../api/projects.ts', () => ({
  projectListQuery: (request: ListRequest) =>
    queryOptions({
      queryKey: ['projects', 'list', request],
      queryFn: () =>
        Promise.resolve({
          data: [{ id: 3, name: 'Steady 30' }],
          meta: { current_page: 1, per_page: 1000, total: 1, last_page: 1, from: 1, to: 1 },
        }),
    }),
}));

vi.mock('../../api/dictionaries.ts', async () => {
  const { dictionaryItem, fakeDictionaryApi } = await import('../../test/fake-dictionaries.ts');
  return fakeDictionaryApi((code) =>
    ['active', 'settled'].map((value, sort) =>
      dictionaryItem(code, value, sort, { label: `dict.investment_status.${value}`, tag_type: 'primary' }),
    ),
  );
});

// The member picker's search (users.query): ann is 42.
vi.mock('../../api/users.ts', async () => {
  const { queryOptions: options } = await import('@tanstack/react-query');
  const ann = {
    id: 42,
    name: 'ann',
    nickname: null,
    balance: 0,
    invitation_code: 'ANN123',
    superior: null,
    frozen: false,
    created_at: '2026-01-01T00:00:00.000Z',
  };
  return {
    memberOptionsQuery: (keyword: string) =>
      options({
        queryKey: ['users', 'options', keyword],
        queryFn: () => Promise.resolve({ data: [ann], meta: { current_page: 1, per_page: 20, total: 1 } }),
      }),
    userDetailQuery: (id: number) =>
      options({ queryKey: ['users', 'detail', id], queryFn: () => Promise.resolve({ ...ann, id }) }),
  };
});

function openPage(path = '/') {
  render(
    <KitProviders path={path}>
      <InvestmentListPage />
    </KitProviders>,
  );
}

const search = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: /Search/ }));

/** Types a value into a picker found by its label and presses Enter, which also applies the filters. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, `${text}{Enter}`);
}

describe('investment list', () => {
  beforeAll(inEnglish);

  beforeEach(() => {
    server.asked.length = 0;
    server.exported.length = 0;
    server.answer = undefined;
    signInWith(['investments.query', 'projects.query']);
  });

  it('shows each investment with its amounts, status and settlement times', async () => {
    openPage();
    const row = (await screen.findByText('Steady 30', { selector: '[role="gridcell"] *' })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByText('1,500.00')).toBeTruthy();
    expect(within(row).getByText('138.00')).toBeTruthy();
    expect(within(row).getByText('9.2%')).toBeTruthy();
    await within(row).findByText('Active');
    expect(within(row).getByText(dayjs(investment.settle_at).format('YYYY-MM-DD HH:mm:ss'))).toBeTruthy();
    expect(screen.getByLabelText('Project')).toBeTruthy();
  });

  it('switches between all, one day and an interval, showing only the pickers of the mode', async () => {
    const user = userEvent.setup();
    openPage();
    const modes = screen.getByRole('radiogroup', { name: 'Investment time' });
    expect(screen.queryByLabelText('Pick a date')).toBeNull();

    await user.click(within(modes).getByText('One day'));
    const date = screen.getByLabelText('Pick a date') as HTMLInputElement;
    // A day starts at today, the admin's own today.
    expect(date.value).toBe(dayjs().format('YYYY-MM-DD'));
    expect(screen.getByText(`Days are counted in ${localTimeZone()} time`)).toBeTruthy();
    expect(screen.queryByLabelText('Start time')).toBeNull();

    await user.click(within(modes).getByText('Interval'));
    expect(screen.queryByLabelText('Pick a date')).toBeNull();
    expect(screen.getByLabelText('Start time')).toBeTruthy();
    expect(screen.getByLabelText('End time')).toBeTruthy();

    await user.click(within(modes).getByText('All'));
    expect(screen.queryByLabelText('Start time')).toBeNull();
  });

  it('asks for a start or an end before sending an interval with neither', async () => {
    const user = userEvent.setup();
    openPage();
    await waitFor(() => expect(server.asked).toHaveLength(1));
    await user.click(screen.getByText('Interval'));
    await search(user);
    await screen.findByText('Please pick a start or an end time');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.asked).toHaveLength(1);

    await typeInto(user, 'End time', '2026-03-05 18:30:00');
    await waitFor(() =>
      expect(server.asked.at(-1)).toEqual({
        time: 'interval',
        to: dayjs('2026-03-05T18:30:00.999').toISOString(),
      }),
    );
    const item = screen.getByLabelText('End time').closest('.ant-form-item')!;
    expect(item.classList.contains('ant-form-item-has-error')).toBe(false);
  });

  it('sends the filter of each mode with the other filters', async () => {
    const user = userEvent.setup();
    openPage();
    await user.type(screen.getByLabelText('User ID'), '42');
    await user.click(screen.getByText('One day'));
    await typeInto(user, 'Pick a date', '2026-03-02');
    await waitFor(() =>
      expect(server.asked.at(-1)).toEqual({
        user_id: '42',
        time: 'day',
        date: '2026-03-02',
        tz: localTimeZone(),
      }),
    );

    await user.click(screen.getByText('Interval'));
    await typeInto(user, 'Start time', '2026-03-01 08:00:00');
    await waitFor(() =>
      expect(server.asked.at(-1)).toEqual({
        user_id: '42',
        time: 'interval',
        from: dayjs('2026-03-01T08:00:00').toISOString(),
      }),
    );

    await user.click(screen.getByText('All'));
    await search(user);
    await waitFor(() => expect(server.asked.at(-1)).toEqual({ user_id: '42', time: 'all' }));
  });

  it('refuses a user id that is not a number before asking the server', async () => {
    const user = userEvent.setup();
    openPage();
    await waitFor(() => expect(server.asked).toHaveLength(1));
    await user.type(screen.getByLabelText('User ID'), 'ann{Enter}');
    await screen.findByText('Please enter a user ID (a whole number)');
    expect(server.asked).toHaveLength(1);
  });

  it('picks the member by name for admins who may search members', async () => {
    signInWith(['investments.query', 'users.query']);
    const user = userEvent.setup();
    openPage();
    await waitFor(() => expect(server.asked).toHaveLength(1));
    expect(screen.queryByLabelText('User ID')).toBeNull();
    await user.click(screen.getByLabelText('User'));
    await user.click(await screen.findByText('ann', { selector: '.ant-select-item-option-content' }));
    await search(user);
    await waitFor(() => expect(server.asked.at(-1)).toEqual({ user_id: '42', time: 'all' }));
  });

  it('opens filtered to the member the address names, named in the picker', async () => {
    signInWith(['investments.query', 'users.query']);
    openPage('/?user_id=42');
    await waitFor(() => expect(server.asked.at(-1)).toMatchObject({ user_id: '42' }));
    const picker = screen.getByLabelText('User').closest('.ant-select') as HTMLElement;
    await waitFor(() => expect(picker.textContent).toContain('ann'));
  });

  it("shows the server's refusal of the time filter on the time filter", async () => {
    const user = userEvent.setup();
    server.answer = (filter) =>
      filter.time === 'interval'
        ? Promise.reject(
            new ApiRequestError('Please pick a start or an end time.', 422, {
              'filter.from': ['Please pick a start or an end time.'],
            }),
          )
        : Promise.resolve(pageOf([investment]));
    openPage();
    await user.click(screen.getByText('Interval'));
    await typeInto(user, 'Start time', '2026-03-01 08:00:00');
    await screen.findByText('Please pick a start or an end time.');
    const item = screen.getByLabelText('Start time').closest('.ant-form-item')!;
    expect(item.classList.contains('ant-form-item-has-error')).toBe(true);
  });

  it("shows the server's refusal of an interval that ends before it starts on the time filter", async () => {
    const user = userEvent.setup();
    const said = 'The start date cannot be after the end date.';
    server.answer = (filter) =>
      filter.time === 'interval'
        ? Promise.reject(new ApiRequestError(said, 422, { 'filter.to': [said] }))
        : Promise.resolve(pageOf([investment]));
    openPage();
    await user.click(screen.getByText('Interval'));
    // Only the end is sent first, so the page's own check has nothing to compare.
    await typeInto(user, 'End time', '2026-03-01 08:00:00');
    await screen.findByText(said, {}, { timeout: 5_000 });
    const item = screen.getByLabelText('End time').closest('.ant-form-item')!;
    expect(item.classList.contains('ant-form-item-has-error')).toBe(true);
  });

  it('exports the whole set under the filter applied', async () => {
    const user = userEvent.setup();
    openPage();
    await user.click(screen.getByText('One day'));
    await typeInto(user, 'Pick a date', '2026-03-02');
    await waitFor(() =>
      expect(server.asked.at(-1)).toEqual({ time: 'day', date: '2026-03-02', tz: localTimeZone() }),
    );

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(
      within(screen.getByRole('menu', { name: 'Export' })).getByRole('menuitem', { name: 'Export all' }),
    );
    await waitFor(() =>
      expect(server.exported).toEqual([{ time: 'day', date: '2026-03-02', tz: localTimeZone() }]),
    );
  });

  it('says "about" when the server could only estimate the total', async () => {
    server.answer = () => Promise.resolve(pageOf([investment], { total: 1_250_000, total_estimated: true }));
    openPage();
    await screen.findByText('About 1250000 in total');
  });

  it('leaves the project filter out for an admin who may not read projects', async () => {
    signInWith(['investments.query']);
    openPage();
    await screen.findByLabelText('Status');
    expect(screen.queryByLabelText('Project')).toBeNull();
  });
});
