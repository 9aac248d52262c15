import { queryOptions } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '@app/contracts/common';
import type { Investment } from '@app/contracts/investments';
import type { BalanceRecord } from '@app/contracts/ledger';
import type { Member, MemberDetail } from '@app/contracts/users';
import type { Withdrawal } from '@app/contracts/withdrawals';
import { useLocation } from 'react-router';
import type { ListRequest } from '../../api/list-request.ts';
import { KitProviders, signInWith } from '../../components/crud/kit-fixtures.tsx';
import { formatAmount } from '../../components/money/index.ts';
import { applyLanguage } from '../../i18n/index.ts';
import { InfoModal } from './info-modal.tsx';

vi.setConfig({ testTimeout: 20_000 });

const member: Member = {
  id: 7,
  name: 'ann',
  nickname: null,
  balance: 5_000,
  invitation_code: 'ANN123',
  superior: null,
  frozen: false,
  created_at: '2026-01-01T00:00:00.000Z',
};

const detail: MemberDetail = {
  ...member,
  pay_password_locked: false,
  totals: { invested: 90_000, profit: 4_500, withdrawn: 12_000, withdrawal_pending: 3_000, team_size: 4 },
};

const api = vi.hoisted(() => ({
  detail: null as MemberDetail | null,
  unlockPayPassword: vi.fn((_id: number) => Promise.resolve()),
}));
vi.mock('../../api/users.ts', () => ({
  userKeys: { all: ['users'] },
  userDetailQuery: (id: number) =>
    queryOptions({ queryKey: ['users', 'detail', id], queryFn: () => Promise.resolve(api.detail!) }),
  unlockPayPassword: api.unlockPayPassword,
}));

// The three lists as the server answers them; each request is kept to check what was asked.
const lists = vi.hoisted(() => ({
  asked: {} as Record<string, unknown[]>,
  rows: {} as Record<string, unknown[]>,
  failing: new Set<string>(),
}));
function fakeList(name: string, request: ListRequest) {
  return queryOptions({
    queryKey: [name, 'list', request],
    queryFn: () => {
      (lists.asked[name] ??= []).push(request);
      if (lists.failing.has(name)) return Promise.reject(new Error('Service unavailable'));
      const data = lists.rows[name] ?? [];
      const meta = {
        current_page: 1,
        per_page: 5,
        total: data.length,
        last_page: 1,
        from: 1,
        to: data.length,
      };
      return Promise.resolve({ data, meta } as Page<unknown>);
    },
  });
}
vi.mock('../../api/balance-records.ts', () => ({
  balanceRecordListQuery: (request: ListRequest) => fakeList('balance-records', request),
}));
vi.mock('../../api/investments.ts', () => ({
  investmentListQuery: (request: ListRequest) => fakeList('investments', request),
}));
vi.mock('../../api/withdrawals.ts', () => ({
  withdrawalListQuery: (request: ListRequest) => fakeList('withdrawals', request),
}));
vi.mock('../../api/dictionaries.ts', async () => {
  const { dictionaryItem, fakeDictionaryApi } = await import('../../test/fake-dictionaries.ts');
  return fakeDictionaryApi((code) => [dictionaryItem(code, 'recharge', 0)]);
});

const ann = { id: 7, name: 'ann' };
const ledgerRow = (id: number, amount: number): BalanceRecord => ({
  id,
  user: ann,
  amount,
  balance_before: 0,
  balance_after: amount,
  kind: 'recharge',
  reference_id: null,
  remarks: null,
  reason: 'bonus',
  operator: null,
  created_at: '2026-03-02T08:00:00.000Z',
});
const investmentRow: Investment = {
  id: 31,
  user: ann,
  project: { id: 3, name: 'Harbour Fund' },
  amount: 90_000,
  profit_percent: '5',
  profit: 4_500,
  status: 'active',
  created_at: '2026-03-03T08:00:00.000Z',
  settle_at: '2026-04-03T08:00:00.000Z',
  settled_at: null,
};
const withdrawalRow: Withdrawal = {
  id: 51,
  user: ann,
  account_name: 'Ann',
  card_number: '6222 0000 1111',
  bank_name: 'Bank',
  amount: 3_000,
  status: 'pending',
  review_comment: null,
  reviewer: null,
  reviewed_at: null,
  first_review: null,
  created_at: '2026-03-04T08:00:00.000Z',
};

/** Where the router is: the links leave the details for a list's address. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

/** The value beside a label of the details. */
const shown = (label: string) => screen.getByText(label).closest('th')?.nextElementSibling?.textContent;

const renderInfo = (onClose = vi.fn()) =>
  render(
    <KitProviders path="/user/list">
      <InfoModal member={member} onClose={onClose} />
      <Address />
    </KitProviders>,
  );

const section = (name: string) => screen.getByRole('region', { name });

describe('user details', () => {
  beforeAll(() => applyLanguage('en'));
  beforeEach(() => {
    api.detail = detail;
    api.unlockPayPassword.mockClear();
    signInWith(['users.query', 'users.password']);
    lists.asked = {};
    lists.rows = {};
    lists.failing.clear();
  });

  it('shows the withdrawals paid out and those still awaiting review apart', async () => {
    renderInfo();
    await screen.findByText('Total withdrawn (approved)');
    expect(shown('Total withdrawn (approved)')).toBe(formatAmount(12_000));
    expect(shown('Withdrawals awaiting review')).toBe(formatAmount(3_000));
    expect(shown('Total invested')).toBe(formatAmount(90_000));
    expect(shown('Team size')).toBe('4');
    expect(shown('Pay password')).toBe('Normal');
    expect(screen.queryByRole('button', { name: 'Unlock pay password' })).toBeNull();
  });

  it('shows a locked pay password and unlocks it once confirmed', async () => {
    api.detail = { ...detail, pay_password_locked: true };
    const user = userEvent.setup();
    renderInfo();
    await screen.findByText('Locked (5 wrong in a row)');
    await user.click(screen.getByRole('button', { name: 'Unlock pay password' }));
    await screen.findByText('Unlock the pay password of "ann"? They will be able to withdraw again.');
    expect(api.unlockPayPassword).not.toHaveBeenCalled();
    api.detail = detail;
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('The pay password of ann was unlocked');
    expect(api.unlockPayPassword).toHaveBeenCalledWith(7);
    await waitFor(() => expect(shown('Pay password')).toBe('Normal'));
  });

  it('offers the unlock only to holders of users.password', async () => {
    api.detail = { ...detail, pay_password_locked: true };
    signInWith(['users.query', 'users.modify']);
    renderInfo();
    await screen.findByText('Locked (5 wrong in a row)');
    expect(screen.queryByRole('button', { name: 'Unlock pay password' })).toBeNull();
  });

  it("shows the member's latest ledger records, investments and withdrawals, newest first", async () => {
    signInWith(['users.query', 'balance-records.query', 'investments.query', 'withdrawals.query']);
    lists.rows = {
      'balance-records': [ledgerRow(12, 500_000), ledgerRow(11, -20_000)],
      investments: [investmentRow],
      withdrawals: [withdrawalRow],
    };
    renderInfo();
    const ledger = await screen.findByRole('region', { name: 'Latest balance records' });
    await within(ledger).findByText(formatAmount(500_000, { signed: true }));
    expect(within(ledger).getByText(formatAmount(-20_000, { signed: true }))).toBeTruthy();
    expect(await within(ledger).findAllByText('Recharge')).toHaveLength(2);
    const investments = section('Latest investments');
    await within(investments).findByText('Harbour Fund');
    expect(within(investments).getByText(formatAmount(90_000))).toBeTruthy();
    await within(section('Latest withdrawals')).findByText(formatAmount(3_000));

    // Five of this member's each; the server's newest first (withdrawals say so: pending alone would be oldest first).
    const only7 = { page: 1, per_page: 5, filter: { user_id: 7 } };
    expect(lists.asked['balance-records']).toEqual([only7]);
    expect(lists.asked.investments).toEqual([only7]);
    expect(lists.asked.withdrawals).toEqual([{ ...only7, sort: '-created_at' }]);
  });

  it('links each section to its list filtered to the member, closing the details', async () => {
    signInWith(['users.query', 'balance-records.query', 'investments.query', 'withdrawals.query']);
    const user = userEvent.setup();
    const links = [
      ['All balance records', '/user/balance-record?user_id=7'],
      ['All investments', '/investment/list?user_id=7'],
      ['All withdrawals', '/user/withdraw-record?user_id=7'],
    ] as const;
    for (const [name, address] of links) {
      const onClose = vi.fn();
      const { unmount } = renderInfo(onClose);
      await user.click(await screen.findByRole('link', { name }));
      expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(address);
      expect(onClose).toHaveBeenCalledOnce();
      unmount();
    }
  });

  it('says so when a member has none, and when a list fails, each section apart', async () => {
    signInWith(['users.query', 'balance-records.query', 'investments.query', 'withdrawals.query']);
    lists.rows = { 'balance-records': [ledgerRow(12, 500_000)] };
    lists.failing.add('withdrawals');
    renderInfo();
    await within(section('Latest balance records')).findByText(formatAmount(500_000, { signed: true }));
    await within(section('Latest investments')).findByText('No investments yet');
    const withdrawals = section('Latest withdrawals');
    await within(withdrawals).findByText('The data could not be loaded');
    await within(withdrawals).findByRole('button', { name: 'Retry' });
    expect(within(withdrawals).queryByText('No withdrawals yet')).toBeNull();
    expect(within(section('Latest balance records')).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('leaves out the sections, and their links, of lists the admin may not read', async () => {
    signInWith(['users.query', 'balance-records.query']);
    renderInfo();
    await screen.findByRole('region', { name: 'Latest balance records' });
    expect(screen.getByRole('link', { name: 'All balance records' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Latest investments' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'All investments' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Latest withdrawals' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'All withdrawals' })).toBeNull();
    await waitFor(() => expect(lists.asked['balance-records']).toHaveLength(1));
    expect(lists.asked.investments).toBeUndefined();
    expect(lists.asked.withdrawals).toBeUndefined();
  });
});
