import { queryOptions } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Member, MemberDetail } from '@app/contracts/users';
import { KitProviders, signInWith } from '../../../components/crud/kit-fixtures.tsx';
import { formatAmount } from '../../../components/money/index.ts';
import { applyLanguage } from '../../../i18n/index.ts';
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
vi.mock('../../../api/users.ts', () => ({
  userKeys: { all: ['users'] },
  userDetailQuery: (id: number) =>
    queryOptions({ queryKey: ['users', 'detail', id], queryFn: () => Promise.resolve(api.detail!) }),
  unlockPayPassword: api.unlockPayPassword,
}));

/** The value beside a label of the details. */
const shown = (label: string) => screen.getByText(label).closest('th')?.nextElementSibling?.textContent;

const renderInfo = () =>
  render(
    <KitProviders>
      <InfoModal member={member} onClose={vi.fn()} />
    </KitProviders>,
  );

describe('user details', () => {
  beforeAll(() => applyLanguage('en'));
  beforeEach(() => {
    api.detail = detail;
    api.unlockPayPassword.mockClear();
    signInWith(['users.query', 'users.password']);
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
});
