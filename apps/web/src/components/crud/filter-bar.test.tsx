import { queryOptions } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input } from 'antd';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../api/http.ts';
import { listParams, type ListFilter, type ListRequest } from '../../api/list-request.ts';
import { applyLanguage } from '../../i18n/index.ts';
import { FilterBar } from './filter-bar.tsx';
import { toFormValues, toListFilter, type FilterField } from './filter-fields.ts';
import { KitProviders } from './kit-fixtures.tsx';
import { ListPage } from './list-page.tsx';
import { useListQuery } from './use-list-query.ts';

vi.setConfig({ testTimeout: 20_000 });

interface Person {
  id: number;
  name: string;
}

const fields: FilterField[] = [
  { kind: 'input', name: 'keyword', label: 'Keyword' },
  {
    kind: 'select',
    name: 'role_id',
    label: 'Role',
    options: [
      { value: 2, label: 'Auditor' },
      { value: 3, label: 'Cashier' },
    ],
  },
];

/** A list screen whose server records the query string of every page it is asked for. */
function PeopleList({ asked }: { asked: Record<string, unknown>[] }) {
  const list = useListQuery<Person>((request: ListRequest) =>
    queryOptions({
      queryKey: ['people', request],
      queryFn: () => {
        asked.push(listParams(request));
        const meta = { current_page: request.page, per_page: 20, total: 45, last_page: 3, from: 1, to: 20 };
        return Promise.resolve({ data: [{ id: 1, name: 'Ann' }], meta });
      },
    }),
  );
  return (
    <ListPage
      grid={{ id: 'people', columns: [{ key: 'name', title: 'Name' }], rowKey: 'id', ...list.grid }}
      filters={{ fields, ...list.filterBar }}
    />
  );
}

/** A custom "Code" control that filters by `code_prefix` as `toFilter` says, when something is typed. */
const codeFilter = (
  toFilter: (value: string) => ListFilter,
  extra: Pick<Extract<FilterField, { kind: 'custom' }>, 'initialValue' | 'rules'> = {},
): FilterField => ({
  kind: 'custom',
  name: 'code',
  label: 'Code',
  input: <Input />,
  filterNames: ['code_prefix'],
  toFilter: (value) => (typeof value === 'string' && value ? toFilter(value) : {}),
  ...extra,
});

describe('filter bar', () => {
  beforeAll(() => applyLanguage('en'));

  it('asks the server again from page 1 with the typed and chosen filters when Enter is pressed', async () => {
    const user = userEvent.setup();
    const asked: Record<string, unknown>[] = [];
    render(
      <KitProviders>
        <PeopleList asked={asked} />
      </KitProviders>,
    );
    await waitFor(() => expect(asked).toEqual([{ page: 1, per_page: 20 }]));
    await user.click(await screen.findByTitle('2'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ page: 2, per_page: 20 }));

    await user.click(screen.getByLabelText('Role'));
    await user.click(await screen.findByText('Cashier'));
    await user.type(screen.getByLabelText('Keyword'), '  ann {Enter}');

    await waitFor(() =>
      // The role as the address carries it, and as the query string sends it either way.
      expect(asked.at(-1)).toEqual({
        page: 1,
        per_page: 20,
        'filter[keyword]': 'ann',
        'filter[role_id]': '3',
      }),
    );
  });

  it('shows the filter a pasted link names in its controls, and asks for that view', async () => {
    const asked: Record<string, unknown>[] = [];
    render(
      <KitProviders path="/people?keyword=ann&role_id=3&page=2">
        <PeopleList asked={asked} />
      </KitProviders>,
    );
    await waitFor(() => expect((screen.getByLabelText('Keyword') as HTMLInputElement).value).toBe('ann'));
    expect(screen.getByTitle('Cashier')).toBeTruthy();
    expect(asked).toEqual([{ page: 2, per_page: 20, 'filter[keyword]': 'ann', 'filter[role_id]': '3' }]);
  });

  it('gives each kind of control back its value from an applied filter', () => {
    const range: FilterField = { kind: 'dateRange', name: 'time', label: 'Time', from: 'from', to: 'to' };
    const code = codeFilter((value) => ({ code_prefix: value }), { initialValue: 'usd' });
    const coded = { ...code, fromFilter: (filter: ListFilter) => filter.code_prefix } as FilterField;
    const from = dayjs('2026-03-01').startOf('day');
    const values = toFormValues([...fields, range, code], {
      keyword: 'ann',
      role_id: '2',
      from: from.toISOString(),
      code_prefix: 'eur',
    });
    expect(values).toMatchObject({ keyword: 'ann', role_id: 2, code: 'usd' });
    expect((values.time as dayjs.Dayjs[])[0]!.valueOf()).toBe(from.valueOf());
    expect(toFormValues([coded], { code_prefix: 'eur' })).toEqual({ code: 'eur' });
    // A value no option has, or none at all, leaves the control empty.
    expect(toFormValues(fields, { role_id: '9' })).toEqual({ keyword: undefined, role_id: undefined });
  });

  it('clears the fields and submits an empty filter on reset', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <KitProviders>
        <FilterBar name="people" fields={fields} onSubmit={onSubmit} />
      </KitProviders>,
    );
    await user.type(screen.getByLabelText('Keyword'), 'ann');
    await user.click(screen.getByRole('button', { name: /Reset/ }));
    expect(onSubmit).toHaveBeenLastCalledWith({});
    expect((screen.getByLabelText('Keyword') as HTMLInputElement).value).toBe('');
  });

  it("applies a custom control's first value again on reset", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const code = codeFilter((value) => ({ code_prefix: value }), { initialValue: 'usd' });
    render(
      <KitProviders>
        <FilterBar name="codes" fields={[...fields, code]} onSubmit={onSubmit} />
      </KitProviders>,
    );
    await user.type(screen.getByLabelText('Keyword'), 'ann');
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), 'eur');
    await user.click(screen.getByRole('button', { name: /Reset/ }));
    expect(onSubmit).toHaveBeenLastCalledWith({ code_prefix: 'usd' });
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('usd');
  });

  it('turns a date range into the start of its first day and the end of its last', () => {
    const range: FilterField = { kind: 'dateRange', name: 'time', label: 'Time', from: 'from', to: 'to' };
    const filter = toListFilter([range], { time: [dayjs('2026-03-01T15:00'), dayjs('2026-03-02T09:00')] });
    expect(filter).toEqual({
      from: dayjs('2026-03-01').startOf('day').toISOString(),
      to: dayjs('2026-03-02').endOf('day').toISOString(),
    });
  });

  it("applies a custom control's own filters, and sends nothing while its rule fails", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const code = codeFilter((value) => ({ code_prefix: value.toUpperCase() }), {
      rules: [{ required: true, message: 'Type a code' }],
    });
    render(
      <KitProviders>
        <FilterBar name="codes" fields={[code]} onSubmit={onSubmit} />
      </KitProviders>,
    );
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await screen.findByText('Type a code');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Code'), 'ab{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ code_prefix: 'AB' }));
  });

  it("shows a 422 answer's filter errors on the controls that set those filters", async () => {
    const range: FilterField = { kind: 'dateRange', name: 'time', label: 'Time', from: 'from', to: 'to' };
    const error = new ApiRequestError('The end is not a time.', 422, {
      'filter.to': ['The end is not a time.'],
      'filter.keyword': ['The keyword is too long.'],
      'filter.unknown': ['Left to the toast.'],
    });
    render(
      <KitProviders>
        <FilterBar name="people" fields={[...fields, range]} onSubmit={vi.fn()} error={error} />
      </KitProviders>,
    );
    await screen.findByText('The end is not a time.');
    expect(screen.getByText('The keyword is too long.')).toBeTruthy();
    expect(screen.getByLabelText('Keyword').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Left to the toast.')).toBeNull();
  });

  it("says a refused select's choices are its list, not the server's codes, and clears the marks once a search is not refused", async () => {
    const error = new ApiRequestError('Choose one of: 1, 2', 422, {
      'filter.role_id': ['Choose one of: 1, 2'],
    });
    const bar = (refusal: unknown) => (
      <KitProviders>
        <FilterBar name="people" fields={fields} onSubmit={vi.fn()} error={refusal} />
      </KitProviders>
    );
    const { rerender } = render(bar(error));
    await screen.findByText('Choose one of the listed options');
    expect(screen.queryByText('Choose one of: 1, 2')).toBeNull();
    rerender(bar(null));
    await waitFor(() => expect(screen.queryByText('Choose one of the listed options')).toBeNull());
  });
});
