import { queryOptions } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Member } from '@app/contracts/users';
import { ApiRequestError } from '../../../api/http.ts';
import { KitProviders } from '../../../components/crud/kit-fixtures.tsx';
import { applyLanguage } from '../../../i18n/index.ts';
import { forgetUnansweredRequests } from '../shared/idempotent-send.ts';
import { BalanceModal } from './balance-modal.tsx';

vi.setConfig({ testTimeout: 20_000 });

const server = vi.hoisted(() => ({ balance: 10_000, editUserBalance: vi.fn() }));

vi.mock('../../../api/users.ts', () => ({
  userKeys: { all: ['users'] },
  userDetailQuery: (id: number) =>
    queryOptions({
      queryKey: ['users', 'detail', id],
      queryFn: () => Promise.resolve({ ...member, balance: server.balance }),
    }),
  editUserBalance: server.editUserBalance,
}));

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
const shown = (label: string) => screen.getByText(label).closest('th')?.nextElementSibling?.textContent;

const recorded = (balanceAfter: number) => ({ id: 1, balance_after: balanceAfter });

async function fillIn(amount: string, remarks: string) {
  const user = userEvent.setup();
  await screen.findByText('100.00');
  await user.type(screen.getByLabelText('Change amount'), amount);
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
    const user = await fillIn('12.5', ' bonus {Enter}');

    await screen.findByText('Confirm balance change: ann');
    expect(screen.getByText('+12.50')).toBeTruthy();
    expect(shown('Resulting balance')).toBe('112.50');
    expect(server.editUserBalance).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(server.editUserBalance).toHaveBeenCalledExactlyOnceWith(
      7,
      { amount: 1250, remarks: 'bonus' },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    await screen.findByText('Balance changed; the balance is now 112.50');
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
