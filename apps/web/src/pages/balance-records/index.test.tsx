import { queryOptions } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BalanceRecord } from '@app/contracts/ledger';
import type { ListFilter, ListRequest } from '../../api/list-request.ts';
import { findRowWith } from '../../components/DataGrid/fixtures.tsx';
import { inEnglish, KitProviders, signInWith } from '../../components/crud/kit-fixtures.tsx';
import BalanceRecordPage from './index.tsx';

vi.setConfig({ testTimeout: 30_000 });

const server = vi.hoisted(() => ({ asked: [] as ListFilter[], exported: [] as ListFilter[] }));

const record = (id: number, kind: BalanceRecord['kind'], amount: number, before: number): BalanceRecord => ({
  id,
  user: { id: 42, name: 'ann' },
  amount,
  balance_before: before,
  balance_after: before + amount,
  kind,
  reference_id: null,
  remarks: kind === 'recharge' ? 'Bank transfer 881' : null,
  reason: kind === 'recharge' ? 'chargeback' : null,
  operator: kind === 'recharge' ? { id: 1, name: 'Admin' } : null,
  created_at: '2026-03-02T08:00:00.000Z',
});

const rows = [record(2, 'investment', -150_000, 500_000), record(1, 'recharge', 500_000, 0)];

vi.mock('../../api/balance-records.ts', () => ({
  balanceRecordListQuery: (request: ListRequest) =>
    queryOptions({
      queryKey: ['balance-records', 'list', request],
      queryFn: () => {
        server.asked.push(request.filter);
        const meta = { current_page: 1, per_page: 20, total: 2, last_page: 1, from: 1, to: 2 };
        return Promise.resolve({ data: rows, meta });
      },
    }),
  // "Export all" hands on the filter applied; the server writes the file.
  exportBalanceRecords: (request: { filter: ListFilter }, rows: string) => {
    server.exported.push(rows === 'all' ? request.filter : { rows });
    return Promise.resolve();
  },
}));

vi.mock('../../api/dictionaries.ts', async () => {
  const { dictionaryItem, fakeDictionaryApi } = await import('../../test/fake-dictionaries.ts');
  return fakeDictionaryApi((code) =>
    code === 'balance_reason'
      ? ['bonus', 'chargeback'].map((value, sort) =>
          dictionaryItem(code, value, sort, { tag_type: 'danger' }),
        )
      : ['recharge', 'adjustment', 'investment'].map((value, sort) =>
          dictionaryItem(code, value, sort, {
            label: `dict.balance_record_kind.${value}`,
            tag_type: 'success',
          }),
        ),
  );
});

// Members found by name for the picker (users.query); ann is 42.
const members = vi.hoisted(() => ({ searched: [] as string[] }));
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
  const all = [ann, { ...ann, id: 43, name: 'bob', invitation_code: 'BOB123' }];
  return {
    memberOptionsQuery: (keyword: string) =>
      options({
        queryKey: ['users', 'options', keyword],
        queryFn: () => {
          members.searched.push(keyword);
          const data = all.filter((member) => member.name.includes(keyword));
          return Promise.resolve({ data, meta: { current_page: 1, per_page: 20, total: data.length } });
        },
      }),
    userDetailQuery: (id: number) =>
      options({
        queryKey: ['users', 'detail', id],
        queryFn: () => Promise.resolve({ ...all.find((member) => member.id === id)! }),
      }),
  };
});

function openPage(path = '/') {
  render(
    <KitProviders path={path}>
      <BalanceRecordPage />
    </KitProviders>,
  );
}

describe('balance records', () => {
  beforeAll(inEnglish);

  beforeEach(() => {
    server.asked.length = 0;
    server.exported.length = 0;
    signInWith(['balance-records.query']);
  });

  it('shows each change signed, with its kind, reason, the balance before and after, and who made it', async () => {
    openPage();
    const recharge = await findRowWith('Bank transfer 881');
    await within(recharge).findByText('Recharge');
    expect(within(recharge).getByText('+5,000.00')).toBeTruthy();
    expect(within(recharge).getByText('0.00')).toBeTruthy();
    expect(within(recharge).getAllByText('5,000.00')).toHaveLength(1);
    expect(within(recharge).getByText('Admin')).toBeTruthy();
    expect(within(recharge).getByText('Chargeback')).toBeTruthy();

    const investment = (await screen.findByText('Investment')).closest('[role="row"]') as HTMLElement;
    expect(within(investment).getByText('-1,500.00')).toBeTruthy();
    expect(within(investment).getByText('3,500.00')).toBeTruthy();
  });

  it('filters by member, kind and reason, and exports the whole set under that filter', async () => {
    const user = userEvent.setup();
    openPage();
    await waitFor(() => expect(server.asked).toHaveLength(1));
    await user.click(screen.getByLabelText('Type'));
    await user.click(await screen.findByText('Recharge', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByLabelText('Reason'));
    await user.click(await screen.findByText('Chargeback', { selector: '.ant-select-item-option-content' }));
    await user.type(screen.getByLabelText('User ID'), ' 42 {Enter}');
    await waitFor(() =>
      expect(server.asked.at(-1)).toEqual({ user_id: '42', kind: 'recharge', reason: 'chargeback' }),
    );

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(
      within(screen.getByRole('menu', { name: 'Export' })).getByRole('menuitem', { name: 'Export all' }),
    );
    await waitFor(() =>
      expect(server.exported).toEqual([{ user_id: '42', kind: 'recharge', reason: 'chargeback' }]),
    );
  });

  it('filters by a member picked by name for admins who may search members', async () => {
    signInWith(['balance-records.query', 'users.query']);
    const user = userEvent.setup();
    openPage();
    await waitFor(() => expect(server.asked).toHaveLength(1));
    expect(screen.queryByLabelText('User ID')).toBeNull();
    await user.click(screen.getByLabelText('User'));
    await user.keyboard('an');
    await waitFor(() => expect(members.searched).toContain('an'));
    await waitFor(() =>
      expect(screen.queryByText('bob', { selector: '.ant-select-item-option-content' })).toBeNull(),
    );
    await user.click(await screen.findByText('ann', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(server.asked.at(-1)).toEqual({ user_id: '42' }));
  });

  it('opens filtered to the member the address names, named in the picker', async () => {
    signInWith(['balance-records.query', 'users.query']);
    openPage('/?user_id=42');
    await waitFor(() => expect(server.asked).toEqual([{ user_id: '42' }]));
    const picker = screen.getByLabelText('User').closest('.ant-select') as HTMLElement;
    await waitFor(() => expect(picker.textContent).toContain('ann'));
    expect(picker.textContent).not.toContain('42');
  });
});
