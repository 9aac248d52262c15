import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, roles } from '../src/db/schema/index.ts';
import { createLimitedAdmin, signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

// DESIGN.md §5: holding roles.* or admins.* is no way to more. An admin who is not super hands out only
// what they hold, makes no one super, and manages no admin or role that reaches further than they do.
let t: TestApp;
let superToken: string;

beforeAll(async () => {
  t = await createTestApp();
  superToken = await t.login();
});
afterAll(() => t.close());

const SUPER_ROLE = 1;
const SUPER_ADMIN = 1;

async function call(token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await t.request({ method, url, token, payload, headers: { 'accept-language': 'en-US' } });
  return { status: res.statusCode, body: res.statusCode === 204 ? null : res.json() };
}

const roleOf = async (adminId: number) =>
  (await t.database.db.select({ roleId: admins.roleId }).from(admins).where(eq(admins.id, adminId)))[0]!
    .roleId;

describe('roles written by an admin who is not super', () => {
  it('refuse a super role, and a change to one', async () => {
    const actor = await signInWith(t, ['roles.add', 'roles.modify', 'roles.delete', 'roles.permissions']);
    const made = await call(actor.token, 'POST', '/api/roles', { name: 'Made super', is_super: true });
    expect(made.status).toBe(403);
    expect(made.body.errors.is_super).toEqual([
      'Only a super admin can make a role super or change a super role.',
    ]);
    const own = await call(actor.token, 'PUT', `/api/roles/${actor.role.id}`, {
      name: actor.role.name,
      is_super: true,
    });
    expect(own.status).toBe(403);
    const superRole = await call(actor.token, 'PUT', `/api/roles/${SUPER_ROLE}`, {
      name: 'Renamed',
      is_super: false,
    });
    expect(superRole.status).toBe(403);
    expect(
      (await call(actor.token, 'PUT', `/api/roles/${SUPER_ROLE}/permissions`, { permissions: [] })).status,
    ).toBe(403);
    const [stored] = await t.database.db.select().from(roles).where(eq(roles.id, SUPER_ROLE));
    expect(stored).toMatchObject({ isSuper: true, name: 'Super admin' });
    expect(await roleOf(actor.admin.id)).toBe(actor.role.id);
  });

  it('grant only permissions the admin holds, and keep those a role already had', async () => {
    const actor = await signInWith(t, ['roles.add', 'roles.permissions', 'users.query']);
    const beyond = await call(actor.token, 'PUT', `/api/roles/${actor.role.id}/permissions`, {
      permissions: ['roles.add', 'roles.permissions', 'users.query', 'users.balance'],
    });
    expect(beyond.status).toBe(403);
    expect(beyond.body.errors.permissions).toEqual([
      'You cannot hand out permissions you do not hold yourself.',
    ]);
    const made = await call(actor.token, 'POST', '/api/roles', {
      name: `Beyond ${Date.now()}`,
      is_super: false,
      permissions: ['users.query', 'settings.confirm'],
    });
    expect(made.status).toBe(403);

    const within = await call(actor.token, 'POST', '/api/roles', {
      name: `Within ${Date.now()}`,
      is_super: false,
      permissions: ['users.query'],
    });
    expect(within.status).toBe(201);
    // A role the super admin gave more: the limited admin may take from it and keep what it had.
    const other = await createLimitedAdmin(t.database.db, ['users.query', 'users.balance']);
    const kept = await call(actor.token, 'PUT', `/api/roles/${other.role.id}/permissions`, {
      permissions: ['users.balance'],
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data.permissions).toEqual(['users.balance']);
  });
});

describe('admins managed by an admin who is not super', () => {
  it('may not be given a super role or one reaching further, nor made so by their own edit', async () => {
    const actor = await signInWith(t, ['admins.add', 'admins.modify']);
    const self = await call(actor.token, 'PUT', `/api/admins/${actor.admin.id}`, {
      name: actor.admin.name,
      email: actor.email,
      role_id: SUPER_ROLE,
    });
    expect(self.status).toBe(403);
    expect(self.body.errors.role_id).toEqual(['You cannot hand out permissions you do not hold yourself.']);
    expect(await roleOf(actor.admin.id)).toBe(actor.role.id);

    const createWith = (name: string, roleId: number) =>
      call(actor.token, 'POST', '/api/admins', {
        name,
        email: `${name.toLowerCase().replace(/ /g, '-')}-${Date.now()}@example.com`,
        password: 'harbor-lantern-19',
        role_id: roleId,
      });
    expect((await createWith('New super', SUPER_ROLE)).status).toBe(403);
    const wider = await createLimitedAdmin(t.database.db, ['admins.add', 'admins.modify', 'users.balance']);
    expect((await createWith('Wider', wider.role.id)).status).toBe(403);
    expect((await createWith('Peer', actor.role.id)).status).toBe(201);
  });

  it('may not edit, reset the password of, sign out or delete an admin reaching further', async () => {
    const actor = await signInWith(t, ['admins.modify', 'admins.delete']);
    const takeover = await call(actor.token, 'PUT', `/api/admins/${SUPER_ADMIN}`, {
      name: 'Admin',
      email: 'admin@example.com',
      role_id: SUPER_ROLE,
      password: 'taken-over-2026',
    });
    expect(takeover.status).toBe(403);
    expect(takeover.body.message).toBe(
      'You cannot manage an admin who holds permissions you do not hold yourself.',
    );
    expect((await call(actor.token, 'POST', `/api/admins/${SUPER_ADMIN}/sign-out`)).status).toBe(403);
    expect((await call(actor.token, 'DELETE', `/api/admins/${SUPER_ADMIN}`)).status).toBe(403);
    // The super admin still signs in with their own password, and is there.
    expect(await t.login()).toEqual(expect.any(String));

    const peer = await createLimitedAdmin(t.database.db, ['admins.modify']);
    expect((await call(actor.token, 'DELETE', `/api/admins/${peer.admin.id}`)).status).toBe(204);
  });

  it('are each said to be within reach or not, in the list and one by one, as a write would be judged', async () => {
    const actor = await signInWith(t, ['admins.query', 'admins.modify', 'users.query']);
    const narrower = await createLimitedAdmin(t.database.db, ['users.query']);
    const wider = await createLimitedAdmin(t.database.db, ['users.query', 'users.balance']);
    const roleless = await createLimitedAdmin(t.database.db, []);
    await t.database.db.update(admins).set({ roleId: null }).where(eq(admins.id, roleless.admin.id));
    const expected: Record<number, boolean> = {
      [SUPER_ADMIN]: false,
      [narrower.admin.id]: true,
      [wider.admin.id]: false,
      [roleless.admin.id]: true,
      [actor.admin.id]: true,
    };
    const reachIn = async (token: string) => {
      const res = await t.request({ method: 'GET', url: '/api/admins?per_page=100', token });
      expect(res.statusCode).toBe(200);
      const rows = res.json().data as { id: number; within_reach: boolean }[];
      return Object.fromEntries(
        rows.filter((row) => row.id in expected).map((row) => [row.id, row.within_reach]),
      );
    };
    expect(await reachIn(actor.token)).toEqual(expected);
    for (const [id, within] of Object.entries(expected)) {
      const one = await t.request({ method: 'GET', url: `/api/admins/${id}`, token: actor.token });
      expect(one.json().data.within_reach, `admin ${id}`).toBe(within);
      // What the flag says is what a write gets: refused beyond reach, accepted within (the actor's own
      // sessions aside: this test goes on with them).
      if (Number(id) === actor.admin.id) continue;
      const signOut = await call(actor.token, 'POST', `/api/admins/${id}/sign-out`);
      expect(signOut.status, `sign-out of admin ${id}`).toBe(within ? 204 : 403);
    }
    const edited = await call(actor.token, 'PUT', `/api/admins/${narrower.admin.id}`, {
      name: 'Narrower',
      email: narrower.email,
      role_id: narrower.role.id,
    });
    expect(edited.body.data.within_reach).toBe(true);
    // To a super admin, every one is within reach.
    expect(Object.values(await reachIn(superToken)).every(Boolean)).toBe(true);
  });

  it('are all open to a super admin', async () => {
    const target = await createLimitedAdmin(t.database.db, ['users.query']);
    const promoted = await call(superToken, 'PUT', `/api/admins/${target.admin.id}`, {
      name: target.admin.name,
      email: target.email,
      role_id: SUPER_ROLE,
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data.is_super).toBe(true);
    expect((await call(superToken, 'DELETE', `/api/admins/${target.admin.id}`)).status).toBe(204);
  });
});

describe('the last super role', () => {
  it('stays super while its admins are the only enabled super admins, a disabled one elsewhere aside', async () => {
    const second = await call(superToken, 'POST', '/api/roles', {
      name: `Second super ${Date.now()}`,
      is_super: true,
    });
    expect(second.status).toBe(201);
    const dormant = await createLimitedAdmin(t.database.db, []);
    await t.database.db
      .update(admins)
      .set({ roleId: second.body.data.id, status: false })
      .where(eq(admins.id, dormant.admin.id));
    const res = await call(superToken, 'PUT', `/api/roles/${SUPER_ROLE}`, {
      name: 'Super Admin',
      is_super: false,
    });
    expect(res.status).toBe(409);
    const [stored] = await t.database.db.select().from(roles).where(eq(roles.id, SUPER_ROLE));
    expect(stored!.isSuper).toBe(true);
  });
});
