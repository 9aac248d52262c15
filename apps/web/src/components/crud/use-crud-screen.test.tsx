import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryOptions } from '@tanstack/react-query';
import { Drawer, Input, InputNumber } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListFilterName } from '@app/contracts/common';
import { categoryWriteSchema, type categoryListQuery, type CategoryWrite } from '@app/contracts/categories';
import { http } from '../../api/http.ts';
import { getPage, type ListRequest } from '../../api/list-request.ts';
import { applyLanguage } from '../../i18n/index.ts';
import { fakeApi, listOf, type FakeRequest } from '../../test/fake-api.ts';
import { actionColumn } from './action-column.tsx';
import type { CrudResource } from './crud-resource.ts';
import type { FilterField } from './filter-fields.ts';
import { KitProviders, signInWith } from './kit-fixtures.tsx';
import { pagesOf } from './row-source.ts';
import { CrudScreen } from './use-crud-screen.tsx';

vi.setConfig({ testTimeout: 30_000 });

interface Thing {
  id: number;
  name: string;
  icon: string | null;
  sort: number;
}
type ThingFilter = ListFilterName<typeof categoryListQuery>;

const keys = { all: ['things'] as const };
const thingPages = (request: ListRequest<ThingFilter>) =>
  queryOptions({ queryKey: [...keys.all, request], queryFn: () => getPage<Thing>('/api/things', request) });

const things: CrudResource<Thing, CategoryWrite, ThingFilter> = {
  id: 'things',
  exportName: 'things',
  rows: pagesOf(thingPages),
  permissions: { add: 'categories.add', modify: 'categories.modify', remove: 'categories.delete' },
  writes: {
    queryKey: keys.all,
    create: (body) => http.post('/api/things', body),
    update: (id, body) => http.put(`/api/things/${id}`, body),
    remove: (id) => http.delete(`/api/things/${id}`),
  },
  columns: (t, actionsOf) => [{ key: 'name', title: 'Name' }, actionColumn(t('crud.actions'), actionsOf)],
  filters: () => [{ kind: 'input', name: 'keyword', label: 'Keyword' }],
  form: {
    titles: { add: 'crud.add', edit: 'crud.edit' },
    fields: () => [
      { name: 'name', label: 'Name', input: <Input /> },
      { name: 'sort', label: 'Sort', input: <InputNumber /> },
    ],
    schema: categoryWriteSchema,
    defaults: { sort: 7 },
  },
};

// The filter names come from the contract: one the category list does not take fails to compile.
// @ts-expect-error 'status' is not a filter of the category list
export const wrongFilter: FilterField<ThingFilter> = { kind: 'input', name: 'status', label: 'Status' };

const sample: Thing = { id: 4, name: 'Bonds', icon: null, sort: 1 };
let restore = () => undefined as unknown;
afterEach(() => restore());

function open(permissions: string[], resource: CrudResource<Thing, CategoryWrite, ThingFilter> = things) {
  const api = fakeApi((request) => {
    if (request.method === 'GET') return listOf([sample]);
    if (request.method === 'DELETE') return { status: 204 };
    return { status: 201, data: { data: sample } };
  });
  restore = api.restore;
  signInWith(permissions);
  const parts = {
    peek: (row: Thing, close: () => void) => <Drawer open title={`Peek at ${row.name}`} onClose={close} />,
  };
  render(
    <KitProviders>
      <CrudScreen resource={resource} parts={parts} />
    </KitProviders>,
  );
  return api.requests;
}

const sent = (requests: FakeRequest[], method: string) =>
  requests.filter((r) => r.method === method).map((r) => [r.url, r.body]);

describe('a list screen from its declaration', () => {
  beforeAll(() => applyLanguage('en'));

  it('lists the rows and applies a filter by its contract name', async () => {
    const requests = open(['categories.query']);
    await screen.findByText('Bonds');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Keyword'), 'bo{Enter}');
    await waitFor(() => expect(requests.at(-1)?.params).toMatchObject({ 'filter[keyword]': 'bo' }));
    // Without the write permissions, no add button and no row buttons.
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('adds from the defaults, edits a row and deletes it once asked', async () => {
    const requests = open(['categories.query', 'categories.add', 'categories.modify', 'categories.delete']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Add/ }));
    let form = await screen.findByRole('dialog');
    expect(within(form).getByLabelText('Sort')).toHaveProperty('value', '7');
    await user.type(within(form).getByLabelText('Name'), 'Gold{Enter}');
    await waitFor(() => expect(sent(requests, 'POST')).toEqual([['/api/things', { name: 'Gold', sort: 7 }]]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const grid = screen.getByRole('grid');
    await user.click(within(grid).getByRole('button', { name: 'Edit' }));
    form = await screen.findByRole('dialog');
    await user.type(within(form).getByLabelText('Name'), 's{Enter}');
    await waitFor(() =>
      expect(sent(requests, 'PUT')).toEqual([['/api/things/4', { name: 'Bondss', sort: 1 }]]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(grid).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    within(confirm).getByText('Are you sure you want to delete "Bonds"?');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent(requests, 'DELETE')).toEqual([['/api/things/4', undefined]]));
  });

  it("opens the screen's own part for a row from the row's action", async () => {
    open(['categories.query', 'categories.modify'], {
      ...things,
      actions: (row, screen) => [{ key: 'peek', label: 'Peek', onClick: () => screen.open('peek', row) }],
    });
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid');
    await user.click(await within(grid).findByRole('button', { name: 'Peek' }));
    expect(await screen.findByText('Peek at Bonds')).toBeTruthy();
    expect(within(grid).queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});
