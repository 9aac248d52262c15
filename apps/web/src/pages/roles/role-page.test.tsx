import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cellsOf, findRowWith } from '../../components/DataGrid/fixtures.tsx';
import { inEnglish, KitProviders, signInWith } from '../../components/crud/kit-fixtures.tsx';
import { roleOf } from '../../test/role-fixtures.ts';
import { fakeApi, listOf, type FakeRequest } from '../../test/fake-api.ts';
import RolePage from './index.tsx';

vi.setConfig({ testTimeout: 30_000 });

const role = roleOf;
const root = role(1, 'Root', true, []);
// Holds users.balance, which the clerk signing in below does not.
const auditor = role(2, 'Auditor', false, ['users.query', 'users.balance']);
const codes = [
  { name: 'users.query', group: 'users', title: 'Members · Query' },
  { name: 'users.balance', group: 'users', title: 'Members · Balance' },
  { name: 'users.password', group: 'users', title: 'Members · Password' },
  { name: 'withdrawals.query', group: 'withdrawals', title: 'Withdrawals · Query' },
  { name: 'withdrawals.review', group: 'withdrawals', title: 'Withdrawals · Review' },
];
const ROLE_RIGHTS = ['roles.query', 'roles.add', 'roles.modify', 'roles.delete', 'roles.permissions'];
const CLERK = [...ROLE_RIGHTS, 'users.query', 'withdrawals.query'];

let restore = () => undefined as unknown;
afterEach(() => restore());

function openScreen(permissions: string[], { isSuper = false } = {}) {
  const api = fakeApi((request) => {
    if (request.url === '/api/roles' && request.method === 'GET') return listOf([root, auditor]);
    if (request.url === '/api/permission-codes') return { status: 200, data: { data: codes } };
    if (request.method === 'PUT') return { status: 200, data: { data: auditor } };
    return undefined;
  });
  restore = api.restore;
  signInWith(permissions, { isSuper });
  render(
    <KitProviders>
      <RolePage />
    </KitProviders>,
  );
  return api.requests;
}

const button = (row: HTMLElement, name: string) =>
  within(row).getByRole<HTMLButtonElement>('button', { name });
/** A permission's checkbox in the tree, found by the permission's title. */
const checkboxOf = (dialog: HTMLElement, title: string) =>
  within(dialog).getByText(title).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;
const isGreyed = (box: Element) => box.classList.contains('ant-tree-checkbox-disabled');

async function openPermissions(name: string) {
  const user = userEvent.setup();
  await user.click(button(await findRowWith(name), 'Permissions'));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText('Members · Query');
  return { user, dialog };
}

describe('roles, for an admin who is not super', () => {
  beforeAll(inEnglish);

  it('greys the permissions the admin does not hold, but keeps those the role has', async () => {
    openScreen(CLERK);
    const { dialog } = await openPermissions('Auditor');
    expect(within(dialog).getByText(/you cannot give them to a role/)).toBeTruthy();
    expect(isGreyed(checkboxOf(dialog, 'Members · Query'))).toBe(false);
    expect(isGreyed(checkboxOf(dialog, 'Members · Balance'))).toBe(false);
    expect(isGreyed(checkboxOf(dialog, 'Members · Password'))).toBe(true);
    expect(isGreyed(checkboxOf(dialog, 'Withdrawals · Review'))).toBe(true);
  });

  it('ticks only the permissions the admin holds when a whole group is ticked', async () => {
    const requests = openScreen(CLERK);
    const { user, dialog } = await openPermissions('Auditor');
    await user.click(checkboxOf(dialog, 'Withdrawals'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const put = (r: FakeRequest) => r.method === 'PUT';
    await waitFor(() => expect(requests.filter(put)).toHaveLength(1));
    const sent = (requests.find(put)!.body as { permissions: string[] }).permissions;
    expect([...sent].sort()).toEqual(['users.balance', 'users.query', 'withdrawals.query']);
  });

  it("greys a super role's actions, with the reason", async () => {
    openScreen(CLERK);
    const row = await findRowWith('Root');
    for (const name of ['Permissions', 'Edit', 'Delete']) expect(button(row, name).disabled).toBe(true);
    const user = userEvent.setup();
    await user.hover(button(row, 'Edit').parentElement!);
    expect(await screen.findByText(/Only a super administrator can make a role super/)).toBeTruthy();
    const other = await findRowWith('Auditor');
    for (const name of ['Permissions', 'Edit', 'Delete']) expect(button(other, name).disabled).toBe(false);
  });

  it('cannot make a role super', async () => {
    openScreen(CLERK);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Add/ }));
    const form = await screen.findByRole('dialog');
    expect(
      within(form).getByRole<HTMLButtonElement>('switch', { name: 'Super administrator' }).disabled,
    ).toBe(true);
    expect(within(form).getByText(/Only a super administrator can make a role super/)).toBeTruthy();
  });
});

describe('roles, for a super admin', () => {
  beforeAll(inEnglish);

  it("says yes or no of each role's flags, and that a super role holds every permission", async () => {
    openScreen([], { isSuper: true });
    // ID, name, super, two-factor, permissions, admins…
    expect(cellsOf(await findRowWith('Root')).slice(2, 5)).toEqual(['Yes', 'No', 'All']);
    expect(cellsOf(await findRowWith('Auditor')).slice(2, 5)).toEqual(['No', 'No', '2']);
  });

  it('offers every permission and every action', async () => {
    openScreen([], { isSuper: true });
    const row = await findRowWith('Root');
    for (const name of ['Permissions', 'Edit', 'Delete']) expect(button(row, name).disabled).toBe(false);
    const { dialog } = await openPermissions('Auditor');
    expect(within(dialog).queryByText(/you cannot give them to a role/)).toBeNull();
    for (const { title } of codes) expect(isGreyed(checkboxOf(dialog, title))).toBe(false);
  });

  it('may make a role super', async () => {
    openScreen([], { isSuper: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Add/ }));
    const form = await screen.findByRole('dialog');
    expect(
      within(form).getByRole<HTMLButtonElement>('switch', { name: 'Super administrator' }).disabled,
    ).toBe(false);
    expect(within(form).queryByText(/Only a super administrator/)).toBeNull();
  });
});
