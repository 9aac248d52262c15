import { queryOptions } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Withdrawal } from '@app/contracts/withdrawals';
import type { ListRequest } from '../../../api/list-request.ts';
import { findRowWith } from '../../../components/DataGrid/fixtures.tsx';
import { inEnglish, KitProviders, signInWith } from '../../../components/crud/kit-fixtures.tsx';
import { forgetUnansweredRequests } from '../../../components/idempotent-send.ts';
import WithdrawAuditPage from './index.tsx';

vi.setConfig({ testTimeout: 30_000 });

const request = (id: number, name: string, amount: number): Withdrawal =>
  ({
    id,
    user: { id: id + 100, name },
    account_name: `${name.toUpperCase()} LEE`,
    card_number: '6222000011112222',
    bank_name: 'Harbour Bank',
    amount,
    status: 'pending',
    review_comment: null,
    reviewer: null,
    reviewed_at: null,
    first_review: null,
    created_at: '2026-03-01T08:00:00.000Z',
  }) as Withdrawal;

const server = vi.hoisted(() => ({
  total: 3,
  reviewWithdrawals: vi.fn(),
  asked: [] as unknown[],
}));

vi.mock('../../../api/withdrawals.ts', () => ({
  withdrawalKeys: { all: ['withdrawals'] },
  withdrawalListQuery: (listRequest: ListRequest) =>
    queryOptions({
      queryKey: ['withdrawals', 'list', listRequest],
      queryFn: () => {
        server.asked.push(listRequest.filter);
        const data = [request(1, 'ann', 10_000), request(2, 'bob', 20_000), request(3, 'cat', 30_000)];
        const meta = { current_page: 1, per_page: 20, total: server.total, last_page: 1, from: 1, to: 3 };
        return Promise.resolve({ data, meta });
      },
    }),
  withdrawalSummaryQuery: () =>
    queryOptions({
      queryKey: ['withdrawals', 'summary'],
      queryFn: () => Promise.resolve({ pending_count: 3, oldest_pending_at: null, overdue_hours: 24 }),
    }),
  exportWithdrawals: () => Promise.resolve(),
  reviewWithdrawal: vi.fn(),
}));

vi.mock('../../../api/withdrawal-reviews.ts', () => ({ reviewWithdrawals: server.reviewWithdrawals }));

function openPage() {
  render(
    <KitProviders>
      <WithdrawAuditPage />
    </KitProviders>,
  );
}

// The dialog, once it shows this title (antd's test ids leave it without an accessible name).
async function reviewDialog(title: string) {
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText(title);
  return dialog;
}

const bar = () => screen.getByRole('region', { name: 'Bulk review' });
const rowBox = async (name: string) =>
  within(await findRowWith(name)).getByRole('checkbox', { name: /select/i });

describe('bulk review of withdrawals', () => {
  beforeAll(inEnglish);
  beforeEach(() => {
    server.total = 3;
    server.asked.length = 0;
    server.reviewWithdrawals.mockReset();
    forgetUnansweredRequests();
    signInWith(['withdrawals.review']);
  });

  it('rejects all that match the filter but one, after a confirmation, and shows the summary', async () => {
    server.reviewWithdrawals.mockResolvedValue({
      done: [1],
      awaiting_second: [],
      skipped: [
        { id: 3, reason: 'withdrawal_not_pending', message: 'This withdrawal has already been reviewed.' },
      ],
    });
    const user = userEvent.setup();
    openPage();
    await findRowWith('bob');
    await user.click(within(bar()).getByRole('button', { name: 'Select all 3 that match the filter' }));
    expect(within(bar()).getByText('All 3 that match the filter are selected')).toBeTruthy();
    await user.click(await rowBox('bob'));
    expect(within(bar()).getByText('All 3 that match the filter are selected, except 1')).toBeTruthy();

    await user.click(within(bar()).getByRole('button', { name: 'Reject selected' }));
    const dialog = await reviewDialog('Review 2 withdrawals');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByText('Please enter the review comment');
    await user.type(within(dialog).getByLabelText('Review comment'), '  Cards do not match  ');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByText('Reject 2 withdrawals?');
    expect(within(dialog).getByText('Comment: Cards do not match')).toBeTruthy();
    expect(server.reviewWithdrawals).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Reject 2' }));
    await screen.findByText('Rejected and refunded: 1');
    expect(server.reviewWithdrawals).toHaveBeenCalledExactlyOnceWith(
      {
        status: 'rejected',
        comment: 'Cards do not match',
        filter: server.asked.at(-1),
        except: [2],
      },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    const summary = await reviewDialog('Bulk review summary');
    expect(within(summary).getByText(/Skipped: 1\./)).toBeTruthy();
    const skipped = within(summary).getByRole('table');
    expect(within(skipped).getByText('This withdrawal has already been reviewed.')).toBeTruthy();

    // The footer's button (the corner's cross is named Close too).
    await user.click(within(summary).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(within(bar()).getByText('Selected: 0')).toBeTruthy());
  });

  /** Ticks ann's and cat's rows and approves them, up to the summary. */
  async function approveAnnAndCat() {
    const user = userEvent.setup();
    openPage();
    await user.click(await rowBox('ann'));
    await user.click(await rowBox('cat'));
    expect(within(bar()).getByText('Selected: 2')).toBeTruthy();
    await user.click(within(bar()).getByRole('button', { name: 'Approve selected' }));
    const dialog = await reviewDialog('Review 2 withdrawals');
    await user.type(within(dialog).getByLabelText('Review comment'), 'Paid{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Approve 2' }));
    return reviewDialog('Bulk review summary');
  }

  it('approves the rows ticked by hand, naming them, and counts a first approval apart', async () => {
    server.reviewWithdrawals.mockResolvedValue({ done: [1, 3], awaiting_second: [3], skipped: [] });
    const summary = await approveAnnAndCat();
    // One paid out; the other only had the first of its two approvals, and moved no money.
    await within(summary).findByText('Approved: 1');
    expect(
      within(summary).getByText(
        /First approval given to 1 more, which waits for a second approval by another admin\./,
      ),
    ).toBeTruthy();
    expect(server.reviewWithdrawals.mock.calls[0]![0]).toEqual({
      status: 'approved',
      comment: 'Paid',
      ids: [1, 3],
    });
  });

  it('says so when every approval was a first one, without counting any as approved', async () => {
    server.reviewWithdrawals.mockResolvedValue({ done: [1, 3], awaiting_second: [1, 3], skipped: [] });
    const summary = await approveAnnAndCat();
    await within(summary).findByText('First approval given: 2');
    expect(within(summary).getByText(/Each waits for a second approval by another admin\./)).toBeTruthy();
    expect(within(summary).queryByText(/^Approved/)).toBeNull();
  });

  it('offers "all that match" only up to 1 000 rows', async () => {
    server.total = 1_001;
    openPage();
    await findRowWith('ann');
    expect(
      within(bar()).getByRole('button', { name: 'Select all 1001 that match the filter' }),
    ).toHaveProperty('disabled', true);
    expect(within(bar()).getByText(/At most 1000 can be reviewed at once/)).toBeTruthy();
  });

  it('shows no bulk actions to an admin who may only read', async () => {
    signInWith(['withdrawals.query']);
    openPage();
    await findRowWith('ann');
    expect(screen.queryByRole('region', { name: 'Bulk review' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /select/i })).toBeNull();
  });
});
