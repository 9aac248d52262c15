import { cleanup, render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminWithdrawal } from '@app/contracts/withdrawals';
import { ApiRequestError } from '../../../api/http.ts';
import { KitProviders } from '../../../components/crud/kit-fixtures.tsx';
import { applyLanguage } from '../../../i18n/index.ts';
import { forgetUnansweredRequests } from '../../../components/idempotent-send.ts';
import { ReviewModal, type Decision } from './review-modal.tsx';

vi.setConfig({ testTimeout: 20_000 });

const server = vi.hoisted(() => ({ reviewWithdrawal: vi.fn() }));

vi.mock('../../../api/withdrawals.ts', () => ({
  withdrawalKeys: { all: ['withdrawals'] },
  reviewWithdrawal: server.reviewWithdrawal,
}));

// The status tag reads its labels from the seeded dictionary.
vi.mock('../../../api/dictionaries.ts', async () => {
  const { dictionaryItem, fakeDictionaryApi } = await import('../../../test/fake-dictionaries.ts');
  return fakeDictionaryApi(() => [
    dictionaryItem('withdrawal_status', 'pending', 0, { tag_type: 'warning' }),
  ]);
});

// Above the four-eyes threshold: approving it is the first of two approvals.
const withdrawal: AdminWithdrawal = {
  id: 41,
  user: { id: 7, name: 'ann' },
  account_name: 'Ann Lee',
  card_number: '6222 0212 3456 7890',
  bank_name: 'Harbour Bank',
  amount: 25_000,
  status: 'pending',
  review_comment: null,
  reviewer: null,
  reviewed_at: null,
  first_review: null,
  created_at: '2026-03-01T08:00:00.000Z',
  needs_second_approval: true,
};

function open(decision: Decision, shown: AdminWithdrawal = withdrawal) {
  const onClose = vi.fn();
  render(
    <KitProviders>
      <ReviewModal withdrawal={shown} decision={decision} onClose={onClose} />
    </KitProviders>,
  );
  return onClose;
}

describe('withdrawal review modal', () => {
  beforeAll(() => applyLanguage('en'));
  afterEach(() => {
    server.reviewWithdrawal.mockReset();
    forgetUnansweredRequests();
  });

  it('asks for the comment and sends nothing without one', async () => {
    const user = userEvent.setup();
    const onClose = open('approved');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('Please enter the review comment');

    await user.type(screen.getByLabelText('Review comment'), '   ');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByText('Please enter the review comment');
    expect(server.reviewWithdrawal).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the whole card number, the status and what a rejection gives back', async () => {
    open('rejected');
    await screen.findByText('Pending review');
    expect(screen.getByText('6222 0212 3456 7890')).toBeTruthy();
    expect(screen.getByText("Rejecting returns 250.00 to the user's balance.")).toBeTruthy();
  });

  it('sends the decision with the trimmed comment under a key when Enter is pressed', async () => {
    server.reviewWithdrawal.mockResolvedValue({ ...withdrawal, status: 'rejected' });
    const user = userEvent.setup();
    const onClose = open('rejected');
    await user.type(screen.getByLabelText('Review comment'), '  Account name does not match {Enter}');

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(server.reviewWithdrawal).toHaveBeenCalledExactlyOnceWith(
      41,
      { status: 'rejected', comment: 'Account name does not match' },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
  });

  it('says it is the first approval of a pending request above the threshold, and nothing of steps when rejecting it', async () => {
    open('approved');
    await screen.findByText(/^First approval: the amount is above the approval limit/);
    cleanup();
    open('rejected');
    await screen.findByLabelText('Review comment');
    expect(screen.queryByText(/^First approval:/)).toBeNull();
  });

  it('says nothing of steps when the approval is the only one (at or below the threshold, or none set)', async () => {
    open('approved', { ...withdrawal, needs_second_approval: false });
    await screen.findByLabelText('Review comment');
    expect(screen.queryByText(/First approval/)).toBeNull();
    expect(screen.queryByText(/second approval/)).toBeNull();
  });

  it('says it is the second approval, naming who gave the first, when and why', async () => {
    open('approved', {
      ...withdrawal,
      status: 'awaiting_second',
      first_review: {
        reviewer: { id: 2, name: 'bob' },
        reviewed_at: '2026-03-01T09:30:00.000Z',
        comment: 'card checked',
      },
    });
    const step = await screen.findByText(/^Second approval: first approved by bob at /);
    expect(step.textContent).toMatch(/: card checked$/);
    expect(step.textContent).toContain(dayjs('2026-03-01T09:30:00.000Z').format('YYYY-MM-DD HH:mm:ss'));
  });

  it('tells a first approval above the threshold that a second admin must follow', async () => {
    server.reviewWithdrawal.mockResolvedValue({ ...withdrawal, status: 'awaiting_second' });
    const user = userEvent.setup();
    const onClose = open('approved');
    await user.type(screen.getByLabelText('Review comment'), 'card checked{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    await screen.findByText('First approval recorded: another admin must give the second approval');
  });

  it('closes when someone else has already reviewed it', async () => {
    server.reviewWithdrawal.mockRejectedValue(
      new ApiRequestError('This withdrawal has already been reviewed.', 409),
    );
    const user = userEvent.setup();
    const onClose = open('approved');
    await user.type(screen.getByLabelText('Review comment'), 'Paid');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });
});
