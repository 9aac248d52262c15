import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Channel, ChannelKind } from '@app/contracts/channels';
import type { DictionaryItem } from '@app/contracts/dictionaries';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KitProviders, signInWith } from '../../../components/crud/kit-fixtures.tsx';
import { cellsOf, renderedRows } from '../../../components/DataGrid/fixtures.tsx';
import { applyLanguage } from '../../../i18n/index.ts';
import { fakeApi, listOf, type FakeAnswer, type FakeRequest } from '../../../test/fake-api.ts';
import { ChannelPage } from './channel-page.tsx';

vi.setConfig({ testTimeout: 30_000 });

const stamp = '2026-03-01T08:00:00.000Z';
const card: Channel = {
  id: 4,
  kind: 'payment',
  name: 'Bank card',
  code: 'bank_card',
  fee_percent: '0.6',
  min_amount: 1_000,
  max_amount: null,
  status: true,
  sort: 1,
  created_at: stamp,
  updated_at: stamp,
};

// The seeded on_off dictionary, whose labels every status column and filter shows.
const onOff: DictionaryItem[] = (['true', 'false'] as const).map((value, sort) => ({
  id: sort + 1,
  dictionary_code: 'on_off',
  label: `dict.on_off.${value}`,
  value,
  sort,
  status: true,
  tag_type: value === 'true' ? 'success' : 'info',
  created_at: stamp,
  updated_at: stamp,
}));

const ALL = ['channels.query', 'channels.add', 'channels.modify', 'channels.delete'];

let restore = () => undefined as unknown;
afterEach(() => restore());

/** One kind's channel screen over a fake server; `write` answers POST and PUT. */
function openScreen(
  kind: ChannelKind,
  write: (request: FakeRequest) => FakeAnswer = () => ({ status: 201, data: { data: card } }),
) {
  const api = fakeApi((request) => {
    if (request.url === '/api/channels' && request.method === 'GET') return listOf([card]);
    if (request.url === '/api/dictionaries/on_off/items') return { status: 200, data: { data: onOff } };
    if (request.method === 'POST' || request.method === 'PUT') return write(request);
    return undefined;
  });
  restore = api.restore;
  render(
    <KitProviders>
      <ChannelPage kind={kind} />
    </KitProviders>,
  );
  return api.requests;
}

const writes = (requests: FakeRequest[]) =>
  requests.filter((r) => r.url.startsWith('/api/channels') && (r.method === 'POST' || r.method === 'PUT'));

describe('channel screen', () => {
  beforeAll(() => applyLanguage('en'));

  it('asks for its own kind and shows the fee with %, amounts in currency units and "no maximum"', async () => {
    signInWith(ALL);
    const requests = openScreen('payment');
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(renderedRows(grid)).toHaveLength(1));
    expect(cellsOf(renderedRows(grid)[0]!)).toEqual(
      expect.arrayContaining(['Bank card', 'bank_card', '0.6%', '10.00', 'No maximum', 'On']),
    );
    expect(requests.find((r) => r.url === '/api/channels')?.params).toMatchObject({
      'filter[kind]': 'payment',
    });
  });

  it("sends typed amounts as integer smallest units, with the screen's kind", async () => {
    signInWith(ALL);
    const requests = openScreen('transfer');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Add/ }));
    const form = await screen.findByRole('dialog');
    within(form).getByText('Add transfer channel');
    await user.type(within(form).getByLabelText('Channel name'), 'Payout');
    await user.type(within(form).getByLabelText('Channel code'), 'pay-out_1');
    await user.type(within(form).getByLabelText('Fee rate'), '1.2345');
    await user.clear(within(form).getByLabelText('Minimum amount'));
    await user.type(within(form).getByLabelText('Minimum amount'), '100.50');
    await user.type(within(form).getByLabelText('Maximum amount'), '20,000{Enter}');

    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]).toEqual({
      method: 'POST',
      url: '/api/channels',
      params: {},
      body: {
        kind: 'transfer',
        name: 'Payout',
        code: 'pay-out_1',
        fee_percent: '1.2345',
        min_amount: 10_050,
        max_amount: 2_000_000,
        sort: 0,
        status: true,
      },
    });
  });

  it('names a maximum below the minimum and a fee over 100 on their fields, sending nothing', async () => {
    signInWith(ALL);
    const requests = openScreen('payment');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Add/ }));
    const form = await screen.findByRole('dialog');
    within(form).getByText('Add payment channel');
    await user.type(within(form).getByLabelText('Channel name'), 'Broken');
    await user.type(within(form).getByLabelText('Channel code'), 'bad code');
    await user.type(within(form).getByLabelText('Fee rate'), '100.5');
    await user.clear(within(form).getByLabelText('Minimum amount'));
    await user.type(within(form).getByLabelText('Minimum amount'), '50');
    await user.type(within(form).getByLabelText('Maximum amount'), '49.99');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));

    await within(form).findByText('The maximum cannot be less than the minimum');
    expect(within(form).getByText('At most 100')).toBeTruthy();
    expect(within(form).getByText('Use letters, digits, underscores and hyphens only')).toBeTruthy();
    expect(writes(requests)).toHaveLength(0);

    // Lowering the minimum checks the maximum again.
    await user.clear(within(form).getByLabelText('Minimum amount'));
    await user.type(within(form).getByLabelText('Minimum amount'), '10');
    await waitFor(() =>
      expect(within(form).queryByText('The maximum cannot be less than the minimum')).toBeNull(),
    );
  });

  it('edits a channel from its row, keeping its kind and leaving out an empty maximum', async () => {
    signInWith(ALL);
    const requests = openScreen('payment', () => ({ status: 200, data: { data: card } }));
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid');
    await user.click(await within(grid).findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog');
    within(form).getByText('Edit payment channel');
    expect(within(form).getByLabelText('Minimum amount')).toHaveProperty('value', '10.00');
    expect(within(form).getByLabelText('Maximum amount')).toHaveProperty('value', '');
    await user.clear(within(form).getByLabelText('Fee rate'));
    await user.type(within(form).getByLabelText('Fee rate'), '0.75');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]).toMatchObject({
      method: 'PUT',
      url: '/api/channels/4',
      body: {
        kind: 'payment',
        name: 'Bank card',
        code: 'bank_card',
        fee_percent: '0.75',
        min_amount: 1_000,
        sort: 1,
        status: true,
      },
    });
    expect(writes(requests)[0]!.body).not.toHaveProperty('max_amount');
  });

  /** Picks "Import" → mode in the grid's toolbar and gives it the file, as a user's file picker would. */
  async function importFile(text: string, mode: 'Import as new rows' | 'Import, updating existing rows') {
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    await user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: mode }));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([text], 'channels.csv', { type: 'text/csv' }));
  }
  const imports = (requests: FakeRequest[]) => requests.filter((r) => r.url === '/api/channels/import');
  // As export writes them: the columns' titles, amounts in currency units, no maximum as an empty cell.
  const exported = [
    'Channel name,Channel code,Fee rate,Minimum amount,Maximum amount,Status,Sort,Created at',
    'Bank card,bank_card,0.6,10.00,,On,1,2026-03-01 16:00:00',
    '',
    'Wallet,wallet,1.25,0.50,"20,000.00",Off,2,2026-03-01 16:00:00',
  ].join('\r\n');

  it("sends a file's rows to the server's import, with the screen's kind and amounts in smallest units", async () => {
    signInWith(ALL);
    const requests = openScreen('transfer', () => ({
      status: 200,
      data: { data: { created: 2, updated: 0 } },
    }));
    await screen.findByRole('grid');
    await importFile(exported, 'Import, updating existing rows');

    await waitFor(() => expect(imports(requests)).toHaveLength(1));
    expect(imports(requests)[0]!.body).toEqual({
      mode: 'covering',
      rows: [
        {
          kind: 'transfer',
          name: 'Bank card',
          code: 'bank_card',
          fee_percent: '0.6',
          min_amount: 1_000,
          status: true,
          sort: 1,
        },
        {
          kind: 'transfer',
          name: 'Wallet',
          code: 'wallet',
          fee_percent: '1.25',
          min_amount: 50,
          max_amount: 2_000_000,
          status: false,
          sort: 2,
        },
      ],
    });
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
  });

  it('names each row the server refused by its row in the file, its column and the reason', async () => {
    signInWith(ALL);
    const refusal = {
      message: 'Nothing was imported: rows refused: 1.',
      errors: { 'rows.1.code': ['This value is already taken'] },
    };
    const requests = openScreen('payment', () => ({ status: 422, data: refusal }));
    await screen.findByRole('grid');
    await importFile(exported, 'Import as new rows');

    const report = await screen.findByRole('dialog');
    within(report).getByText('Nothing was imported');
    // The second row sent is the file's row 4: the header is row 1 and a blank line is row 3.
    const row = within(report).getByText('Row 4').closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Row 4', 'Channel code', 'This value is already taken']);
    expect(await screen.findByText('An error occurred, the operation failed')).toBeTruthy();
    expect(imports(requests)[0]!.body).toMatchObject({ mode: 'insertTop' });
  });

  it('offers no import without channels.add', async () => {
    signInWith(['channels.query', 'channels.modify']);
    openScreen('payment');
    await screen.findByRole('grid');
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('shows no add, edit or delete button without the permissions', async () => {
    signInWith(['channels.query']);
    openScreen('payment');
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(renderedRows(grid)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(within(grid).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(grid).queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
