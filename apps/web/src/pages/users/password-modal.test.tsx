import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Member } from '@app/contracts/users';
import { KitProviders } from '../../components/crud/kit-fixtures.tsx';
import { applyLanguage } from '../../i18n/index.ts';
import { PasswordModal } from './password-modal.tsx';

vi.setConfig({ testTimeout: 20_000 });

const member: Member = {
  id: 7,
  name: 'ann',
  nickname: 'Annie',
  balance: 0,
  invitation_code: 'ANN123',
  superior: null,
  frozen: false,
  created_at: '2026-01-01T00:00:00.000Z',
};

function open() {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  const onClose = vi.fn();
  render(
    <KitProviders>
      <PasswordModal member={member} onSubmit={onSubmit} onClose={onClose} />
    </KitProviders>,
  );
  return { onSubmit, onClose, user: userEvent.setup() };
}

describe('password modal', () => {
  beforeAll(() => applyLanguage('en'));

  it('wants at least one new password', async () => {
    const { onSubmit, user } = open();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Enter a new login password or pay password');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that differs and a pay password that is not 6 digits', async () => {
    const { onSubmit, user } = open();
    await user.type(screen.getByLabelText('Login password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm login password'), 'new-secret-2');
    await user.type(screen.getByLabelText('Pay password'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    // Both confirmations differ (the pay one is empty): each field says so, in whichever order they settle.
    await waitFor(() => expect(screen.getAllByText('Confirm Password Inconsistency')).toHaveLength(2));
    expect(screen.getByText('The pay password is 6 digits')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the passwords with the nickname unchanged, as the spec shapes the call', async () => {
    const { onSubmit, onClose, user } = open();
    await user.type(screen.getByLabelText('Login password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm login password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Pay password'), '246810');
    await user.type(screen.getByLabelText('Confirm pay password'), '246810{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      password: 'new-secret-1',
      pay_password: '246810',
      nickname: 'Annie',
    });
  });

  it('changes the pay password alone when the login password is left empty', async () => {
    const { onSubmit, user } = open();
    await user.type(screen.getByLabelText('Pay password'), '135790');
    await user.type(screen.getByLabelText('Confirm pay password'), '135790{Enter}');
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
        password: undefined,
        pay_password: '135790',
        nickname: 'Annie',
      }),
    );
  });
});
