import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Admin } from '@app/contracts/admins';
import type { Role } from '@app/contracts/roles';
import { findRowWith } from '../../components/DataGrid/fixtures.tsx';
import { inEnglish, KitProviders, signInWith } from '../../components/crud/kit-fixtures.tsx';
import { roleOf } from '../../test/role-fixtures.ts';
import { fakeApi, listOf } from '../../test/fake-api.ts';
import AdminPage from './index.tsx';

vi.setConfig({ testTimeout: 30_000 });

const stamp = '2026-03-01T08:00:00.000Z';
const role = roleOf;
const root = role(1, 'Root', true, []);
// Holds users.balance, which the admin signing in below does not.
const auditor = role(2, 'Auditor', false, ['users.query', 'users.balance']);
const clerk = role(3, 'Clerk', false, ['users.query']);

// Each row as the server answers it to an admin who is not super: whether that admin may manage it.
const admin = (id: number, name: string, of: Role, withinReach: boolean): Admin => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  role_id: of.id,
  role: { id: of.id, name: of.name },
  department_id: null,
  department: null,
  status: true,
  is_super: of.is_super,
  two_factor_enabled: false,
  within_reach: withinReach,
  created_at: stamp,
  updated_at: stamp,
});
const admins = [
  admin(11, 'Rita', root, false),
  admin(12, 'Ada', auditor, false),
  admin(13, 'Cal', clerk, true),
];
// A super admin reaches every one.
const adminsForSuper = admins.map((row) => ({ ...row, within_reach: true }));

const ADMIN_RIGHTS = ['admins.query', 'admins.add', 'admins.modify', 'admins.delete'];
const LEAD = [...ADMIN_RIGHTS, 'roles.query', 'users.query'];
const ACTIONS = ['Edit', 'Sign out everywhere', 'Delete'];

let restore = () => undefined as unknown;
afterEach(() => restore());

function openScreen(permissions: string[], { isSuper = false } = {}) {
  const api = fakeApi((request) => {
    if (request.url === '/api/admins' && request.method === 'GET')
      return listOf(isSuper ? adminsForSuper : admins);
    if (request.url === '/api/roles' && request.method === 'GET') return listOf([root, auditor, clerk]);
    return undefined;
  });
  restore = api.restore;
  signInWith(permissions, { isSuper });
  render(
    <KitProviders>
      <AdminPage />
    </KitProviders>,
  );
  return api.requests;
}

const greyedActions = async (name: string) => {
  const row = await findRowWith(name);
  return ACTIONS.filter(
    (action) => within(row).getByRole<HTMLButtonElement>('button', { name: action }).disabled,
  );
};

/** The add form's role choices, each with whether it is greyed. */
async function roleChoices() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Add/ }));
  const form = await screen.findByRole('dialog');
  await user.click(within(form).getByLabelText('Role'));
  const options = await screen.findAllByText(/^(Root|Auditor|Clerk)$/, {
    selector: '.ant-select-item-option-content',
  });
  const choices = options.map((option) => [
    option.textContent,
    option.closest('.ant-select-item-option')!.classList.contains('ant-select-item-option-disabled'),
  ]);
  return { form, choices: Object.fromEntries(choices) as Record<string, boolean> };
}

describe('administrators, for an admin who is not super', () => {
  beforeAll(inEnglish);

  it('greys the roles reaching beyond their own, with the reason', async () => {
    openScreen(LEAD);
    const { form, choices } = await roleChoices();
    expect(choices).toEqual({ Root: true, Auditor: true, Clerk: false });
    expect(
      within(form).getByText(/roles with permissions you do not hold yourself, cannot be given/),
    ).toBeTruthy();
  });

  it('greys the actions on admins reaching beyond their own', async () => {
    openScreen(LEAD);
    await waitFor(async () => expect(await greyedActions('Ada')).toEqual(ACTIONS));
    expect(await greyedActions('Rita')).toEqual(ACTIONS);
    expect(await greyedActions('Cal')).toEqual([]);
  });

  it('greys them as the server says, without reading the roles', async () => {
    const requests = openScreen(ADMIN_RIGHTS);
    await waitFor(async () => expect(await greyedActions('Ada')).toEqual(ACTIONS));
    expect(await greyedActions('Rita')).toEqual(ACTIONS);
    expect(await greyedActions('Cal')).toEqual([]);
    expect(requests.some((r) => r.url === '/api/roles')).toBe(false);
  });
});

describe('administrators, for a super admin', () => {
  beforeAll(inEnglish);

  it('offers every role and every action', async () => {
    const requests = openScreen([], { isSuper: true });
    await waitFor(() => expect(requests.some((r) => r.url === '/api/roles')).toBe(true));
    for (const name of ['Rita', 'Ada', 'Cal']) expect(await greyedActions(name)).toEqual([]);
    const { form, choices } = await roleChoices();
    expect(choices).toEqual({ Root: false, Auditor: false, Clerk: false });
    expect(within(form).queryByText(/cannot be given/)).toBeNull();
  });
});
