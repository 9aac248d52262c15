import { queryOptions } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Member } from '@app/contracts/users';
import { ApiRequestError } from '../../api/http.ts';
import { KitProviders } from '../../components/crud/kit-fixtures.tsx';
import { applyLanguage } from '../../i18n/index.ts';
import { forgetUnansweredRequests } from '../../components/idempotent-send.ts';
import { BalanceModal } from './balance-modal.tsx';

vi.setConfig({ testTimeout: 20_000 });

const server = vi.hoisted(() => ({ balance: 10_000, editUserBalance: vi.fn() }));

vi.mock('../../api/users.ts', () => ({
  userKeys: { all: ['users'] },
  userDetailQuery: (id: number) =>
    queryOptions({
      queryKey: ['users', 'detail', id],
      queryFn: () => Promise.resolve({ ...member, balance: server.balance }),
    }),
  editUserBalance: server.editUserBalance,
}));

// The seeded reasons, one added by staff with a typed label, and one switched off (never offered).
vi.mock('../../api/dictionaries.ts', async () => {
  const { dictionaryItem, fakeDictionaryApi } = await import('../../test/fake-dictionaries.ts');
  return fakeDictionaryApi((code) => [
    ...['bonus', 'correction', 'chargeback', 'other'].map((value, sort) => dictionaryItem(code, value, sort)),
    dictionaryItem(code, 'referral', 4, { label: 'Referral reward' }),
    dictionaryItem(code, 'legacy', 5, { label: 'Legacy import', status: false }),
  ]);
});

// The row says 50.00; the server holds 100.00 by the time the modal opens.
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

function open() {
  const onClose = vi.fn();
  render(
    <KitProviders>
      <BalanceModal member={member} onClose={onClose} />
    </KitProviders>,
  );
  return onClose;
}

/** The value beside a label of the summary. */
const shown = (label: string) =>
  screen.getByText(label, { selector: '.ant-descriptions-item-label span' }).closest('th')?.nextElementSibling
    ?.textContent;

const recorded = (balanceAfter: number) => ({ record: { id: 1, balance_after: balanceAfter } });

async function pickReason(user: ReturnType<typeof userEvent.setup>, reason: string) {
  await user.click(screen.getByLabelText('Reason'));
  await user.click(await screen.findByText(reason, { selector: '.ant-select-item-option-content' }));
}

async function fillIn(amount: string, remarks: string, reason = 'Correction') {
  const user = userEvent.setup();
  await screen.findByText('100.00');
  await user.type(screen.getByLabelText('Change amount'), amount);
  if (reason) await pickReason(user, reason);
  if (remarks) await user.type(screen.getByLabelText('Remarks'), remarks);
  return user;
}

describe('balance modal', () => {
  beforeAll(() => applyLanguage('en'));
  afterEach(() => {
    server.editUserBalance.mockReset();
    forgetUnansweredRequests();
  });

  it('shows the resulting balance of a negative amount as it is typed', async () => {
    open();
    await fillIn('-30', '');
    expect(shown('Resulting balance')).toBe('70.00');
  });

  it('asks for confirmation before the money moves, then sends smallest units under a key', async () => {
    server.editUserBalance.mockResolvedValue(recorded(11_250));
    const onClose = open();
    const user = await fillIn('12.5', ' bonus {Enter}', 'Bonus');

    await screen.findByText('Confirm balance change: ann');
    expect(screen.getByText('+12.50')).toBeTruthy();
    expect(shown('Resulting balance')).toBe('112.50');
    expect(shown('Reason')).toBe('Bonus');
    expect(server.editUserBalance).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(server.editUserBalance).toHaveBeenCalledExactlyOnceWith(
      7,
      { amount: 1250, reason: 'bonus', remarks: 'bonus' },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    await screen.findByText('Balance changed; the balance is now 112.50');
  });

  it('says the change waits for a second admin when it is above the approval amount', async () => {
    server.editUserBalance.mockResolvedValue({ adjustment: { id: 3, status: 'pending', amount: 500_000 } });
    const onClose = open();
    const user = await fillIn('5000', 'large bonus{Enter}', 'Bonus');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    await screen.findByText(/it waits for another admin to approve it, and the balance has not changed yet/);
  });

  it('sends each confirmed submission under a fresh key', async () => {
    server.editUserBalance.mockResolvedValue(recorded(11_000));
    for (let i = 0; i < 2; i++) {
      const onClose = open();
      const user = await fillIn('10', 'gift{Enter}');
      await user.click(await screen.findByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
      cleanup();
    }
    const [first, second] = server.editUserBalance.mock.calls.map((call) => call[2] as string);
    expect(first).not.toBe(second);
  });

  it('resends under the same key when the answer was lost, so the change applies once', async () => {
    server.editUserBalance
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValue(recorded(9_000));
    const onClose = open();
    const user = await fillIn('-10', 'fee{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByText(/The server did not answer/);
    expect(onClose).not.toHaveBeenCalled();

    // The icon of its finished loading stays in the name: happy-dom plays no exit animation.
    await user.click(screen.getByRole('button', { name: /Confirm$/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const [first, retry] = server.editUserBalance.mock.calls.map((call) => call[2] as string);
    expect(retry).toBe(first);
  });

  it('requires a reason, offers only the enabled items of balance_reason, and confirms the one picked', async () => {
    server.editUserBalance.mockResolvedValue(recorded(9_500));
    const onClose = open();
    const user = await fillIn('-5', 'card dispute', '');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('This field is required');
    expect(screen.queryByText('Confirm balance change: ann')).toBeNull();

    await user.click(screen.getByLabelText('Reason'));
    const offered = await screen.findAllByText(/./, { selector: '.ant-select-item-option-content' });
    expect(offered.map((o) => o.textContent)).toEqual([
      'Bonus',
      'Correction',
      'Chargeback',
      'Other',
      'Referral reward',
    ]);
    await user.click(screen.getByText('Referral reward', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Confirm balance change: ann');
    expect(shown('Reason')).toBe('Referral reward');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(server.editUserBalance.mock.calls[0]![1]).toEqual({
      amount: -500,
      reason: 'referral',
      remarks: 'card dispute',
    });
  });

  it("shows the server's refusal of a reason on its field", async () => {
    server.editUserBalance.mockRejectedValue(
      new ApiRequestError('Choose one of the offered values', 422, {
        reason: ['Choose one of the offered values'],
      }),
    );
    open();
    const user = await fillIn('7', 'late{Enter}', 'Other');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByText('Choose one of the offered values');
    expect(screen.getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses before asking when the change would take the balance below 0', async () => {
    open();
    const user = await fillIn('-150', 'oops');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('The balance cannot go below 0 (current balance 100.00)');
    expect(screen.queryByText('Confirm balance change: ann')).toBeNull();
  });

  it('refuses a change of 0', async () => {
    open();
    const user = await fillIn('0', 'nothing');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('The number cannot be 0');
  });

  it("returns to the form with the server's refusal on the amount", async () => {
    server.editUserBalance.mockRejectedValue(
      new ApiRequestError('The balance is not enough for this change.', 422, {
        amount: ['The balance is not enough for this change.'],
      }),
    );
    const onClose = open();
    const user = await fillIn('-90', 'late{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    await screen.findByText('The balance is not enough for this change.');
    expect(screen.getByLabelText('Change amount').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
