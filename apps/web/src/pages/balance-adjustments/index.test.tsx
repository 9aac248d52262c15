import { queryOptions } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BalanceAdjustment } from '@app/contracts/balance-adjustments';
import type { ListFilter, ListRequest } from '../../api/list-request.ts';
import { findRowWith } from '../../components/DataGrid/fixtures.tsx';
import { inEnglish, KitProviders, signInWith } from '../../components/crud/kit-fixtures.tsx';
import { forgetUnansweredRequests } from '../../components/idempotent-send.ts';
import BalanceAdjustmentPage from './index.tsx';

vi.setConfig({ testTimeout: 30_000 });

const server = vi.hoisted(() => ({ asked: [] as ListFilter[], review: vi.fn() }));

// The signed-in admin is Ann (id 1, kit-fixtures); Bob is another admin.
const adjustment = (
  id: number,
  makerId: number,
  remarks: string,
  status: BalanceAdjustment['status'] = 'pending',
): BalanceAdjustment => ({
  id,
  user: { id: 42, name: 'carol' },
  amount: 250_000,
  reason: 'bonus',
  remarks,
  status,
  maker: { id: makerId, name: makerId === 1 ? 'Ann' : 'Bob' },
  created_at: '2026-03-02T08:00:00.000Z',
  checker: null,
  checked_at: null,
  review_comment: null,
  balance_record_id: null,
});

const rows = [
  adjustment(3, 5, 'Decided already', 'approved'),
  adjustment(2, 5, 'Asked by Bob'),
  adjustment(1, 1, 'Asked by me'),
];

vi.mock('../../api/balance-adjustments.ts', () => ({
  balanceAdjustmentKeys: { all: ['balance-adjustments'] },
  balanceAdjustmentListQuery: (request: ListRequest) =>
    queryOptions({
      queryKey: ['balance-adjustments', 'list', request],
      queryFn: () => {
        server.asked.push(request.filter);
        const meta = { current_page: 1, per_page: 20, total: 3, last_page: 1, from: 1, to: 3 };
        return Promise.resolve({ data: rows, meta });
      },
    }),
  reviewBalanceAdjustment: server.review,
}));

// Carol's balance now, as the member detail reads it.
vi.mock('../../api/users.ts', async (original) => ({
  ...(await original<typeof import('../../api/users.ts')>()),
  userDetailQuery: (id: number) =>
    queryOptions({
      queryKey: ['users', 'detail', id],
      queryFn: () => Promise.resolve({ id, name: 'carol', balance: 1_000_000 }),
    }),
}));

vi.mock('../../api/dictionaries.ts', async () => {
  const { dictionaryItem, fakeDictionaryApi } = await import('../../test/fake-dictionaries.ts');
  return fakeDictionaryApi((code) => [dictionaryItem(code, 'bonus', 0, { tag_type: 'success' })]);
});

function openPage() {
  render(
    <KitProviders>
      <BalanceAdjustmentPage />
    </KitProviders>,
  );
}

describe('balance adjustments', () => {
  beforeAll(inEnglish);
  beforeEach(() => {
    server.asked.length = 0;
    signInWith(['users.balance']);
  });
  afterEach(() => {
    server.review.mockReset();
    forgetUnansweredRequests();
  });

  it('lists the pending ones first, offering to decide only those another admin asked for', async () => {
    openPage();
    await waitFor(() => expect(server.asked[0]).toEqual({ status: 'pending' }));
    const bobs = await findRowWith('Asked by Bob');
    expect(within(bobs).getByText('Pending approval')).toBeTruthy();
    expect(within(bobs).getByText('+2,500.00')).toBeTruthy();
    expect(within(bobs).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(bobs).getByRole('button', { name: 'Reject' })).toBeTruthy();
    const mine = await findRowWith('Asked by me');
    expect(within(mine).queryByRole('button', { name: 'Approve' })).toBeNull();
    const decided = await findRowWith('Decided already');
    expect(within(decided).getByText('Approved')).toBeTruthy();
    expect(within(decided).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('approves with a comment, saying it is the second approval of what Bob asked for', async () => {
    server.review.mockResolvedValue({ ...rows[1], status: 'approved' });
    const user = userEvent.setup();
    openPage();
    await user.click(within(await findRowWith('Asked by Bob')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/^Second approval: asked by Bob at /);
    expect(
      within(dialog).getByText(/^Approving changes carol's balance by \+\D*2,500\.00 at once\.$/),
    ).toBeTruthy();
    // The reason the list shows, for the approver to decide on.
    expect(within(dialog).getByText('Reason').closest('tr')!.textContent).toBe('ReasonBonus');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await within(dialog).findByText('Please enter the review comment');
    expect(server.review).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Review comment'), ' Bonus agreed ');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(server.review).toHaveBeenCalledExactlyOnceWith(
        2,
        { status: 'approved', comment: 'Bonus agreed' },
        expect.stringMatching(/^[0-9a-f-]{36}$/),
      ),
    );
    await screen.findByText('The adjustment was approved and the balance changed');
  });

  it("shows the member's balance now and after the approval to an admin who may read members", async () => {
    signInWith(['users.balance', 'users.query']);
    const user = userEvent.setup();
    openPage();
    await user.click(within(await findRowWith('Asked by Bob')).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    const balanceRow = (label: string) => within(dialog).getByText(label).closest('tr')!;
    await within(dialog).findByText('Current balance');
    expect(balanceRow('Current balance').textContent).toMatch(/10,000\.00/);
    expect(balanceRow('Resulting balance').textContent).toMatch(/12,500\.00/);
  });
});
