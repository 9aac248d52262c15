import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentAdmin } from '@app/contracts/auth';
import { useSession } from '../stores/session.ts';
import { Can } from './can.tsx';

function signIn(isSuper: boolean, permissions: string[]) {
  const profile: CurrentAdmin = {
    id: 1,
    name: 'Ann',
    email: 'ann@example.com',
    is_super: isSuper,
    two_factor_enabled: false,
    two_factor_required: false,
    role: { id: 2, name: 'Auditor' },
    all_permissions: permissions.map((name, i) => ({ id: i + 1, name })),
  };
  useSession.getState().establish({ profile, roles: [isSuper ? 'ADMIN' : 'ROLE'], routes: [] });
}

function Controls() {
  return (
    <>
      <Can permission="withdrawals.review">
        <button type="button">review</button>
      </Can>
      <Can permission="users.balance" fallback={<span>read only</span>}>
        <button type="button">edit balance</button>
      </Can>
      <Can permission={['roles.add', 'withdrawals.query']}>
        <button type="button">any of</button>
      </Can>
    </>
  );
}

describe('<Can>', () => {
  it('shows only what the admin holds a permission for', () => {
    signIn(false, ['withdrawals.review']);
    render(<Controls />);
    expect(screen.getByRole('button', { name: 'review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'edit balance' })).toBeNull();
    expect(screen.getByText('read only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'any of' })).toBeNull();
  });

  it('accepts any one of several permissions', () => {
    signIn(false, ['withdrawals.query']);
    render(<Controls />);
    expect(screen.getByRole('button', { name: 'any of' })).toBeTruthy();
  });

  it('shows everything to a super admin', () => {
    signIn(true, []);
    render(<Controls />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'review',
      'edit balance',
      'any of',
    ]);
  });

  it('shows nothing protected when signed out', () => {
    useSession.getState().reset();
    render(<Controls />);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
