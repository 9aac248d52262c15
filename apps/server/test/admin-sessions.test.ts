import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Admin, AdminSession } from '@app/contracts';
import { loadConfig } from '../src/config.ts';
import { DEMO_ADMIN } from '../src/seed/index.ts';
import { adminTokens } from '../src/db/schema/index.ts';
import { GRANT_MAX_AGE_MS } from '../src/modules/admins/access-cache.ts';
import { splitIdSecret } from '../src/crypto/secrets.ts';
import { auditTrail } from './audit-trail.ts';
import { signInWith } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let other: Awaited<ReturnType<TestApp['sibling']>>;
let root: string;
let audit: ReturnType<typeof auditTrail>;
let staffRole: { id: number };
let superRole: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  other = await t.sibling();
  root = await t.login();
  audit = auditTrail(t, root);
  const created = async (payload: object) =>
    (await t.request({ method: 'POST', url: '/api/roles', token: root, payload })).json().data;
  staffRole = await created({ name: 'Staff', permissions: ['users.query'] });
  superRole = await created({ name: 'Also super', is_super: true });
});
afterAll(() => t.close());

type Server = Pick<TestApp, 'request'>;
const me = (token: string, server: Server = t) =>
  server.request({ method: 'GET', url: '/api/admins/me', token });
const idOf = (token: string) => splitIdSecret(token)!.id;

const signIn = async (email: string, password: string, userAgent = 'Test browser', ip = '10.1.2.3') => {
  const res = await t.request({
    method: 'POST',
    url: '/api/tokens',
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
    payload: { auth_type: 'admin', admin: { email, password } },
  });
  return res;
};
const tokenOf = async (email: string, password: string, userAgent?: string) => {
  const res = await signIn(email, password, userAgent);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().token as string;
};

let serial = 0;
/** An admin of the staff role made through the API, signed in on two devices. */
async function staffAdmin(extra: object = {}) {
  serial += 1;
  const email = `staff${serial}@example.com`;
  const res = await t.request({
    method: 'POST',
    url: '/api/admins',
    token: root,
    payload: { name: `Staff ${serial}`, email, password: 'staff-Pass-7319', role_id: staffRole.id, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  const admin: Admin = res.json().data;
  const tokens = [
    await tokenOf(email, 'staff-Pass-7319', 'Firefox'),
    await tokenOf(email, 'staff-Pass-7319', 'Safari'),
  ];
  return { admin, email, tokens };
}

/** Each token answered by the other process first, so that process remembers its grant. */
async function rememberedByOther(tokens: string[]) {
  for (const token of tokens) expect((await me(token, other)).statusCode).toBe(200);
}

/**
 * Refused here at once, and by the other process as soon as the database's notice reaches it: well
 * within the age after which it would read the token again anyway.
 */
async function refusedEverywhere(tokens: string[]) {
  for (const token of tokens) expect((await me(token)).statusCode).toBe(401);
  const started = Date.now();
  for (const token of tokens) {
    let status = 0;
    while (Date.now() - started < GRANT_MAX_AGE_MS / 5) {
      status = (await me(token, other)).statusCode;
      if (status === 401) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(status).toBe(401);
  }
}

describe('GET /api/admins/me/sessions', () => {
  it("lists the admin's own live sessions with when, where and which browser, the current one marked", async () => {
    const staff = await staffAdmin();
    const ended = await tokenOf(staff.email, 'staff-Pass-7319', 'Old browser');
    await t.request({ method: 'POST', url: '/logout', token: ended });
    const res = await t.request({ method: 'GET', url: '/api/admins/me/sessions', token: staff.tokens[1] });
    expect(res.statusCode).toBe(200);
    const sessions: AdminSession[] = res.json().data;
    expect(sessions.map((s) => s.id).sort()).toEqual(staff.tokens.map(idOf).sort());
    expect(sessions.find((s) => s.current)).toEqual({
      id: idOf(staff.tokens[1]!),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      last_used_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      ip: '10.1.2.3',
      user_agent: 'Safari',
      current: true,
    });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.find((s) => !s.current)?.user_agent).toBe('Firefox');
    expect((await t.request({ method: 'GET', url: '/api/admins/me/sessions' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/admins/me/sessions/{id}', () => {
  it('ends one of the admin’s sessions in every process at once, keeps the others, and records it', async () => {
    const staff = await staffAdmin();
    await rememberedByOther(staff.tokens);
    const mark = await audit.mark();
    const res = await t.request({
      method: 'DELETE',
      url: `/api/admins/me/sessions/${idOf(staff.tokens[0]!)}`,
      token: staff.tokens[1],
    });
    expect(res.statusCode).toBe(204);
    await refusedEverywhere([staff.tokens[0]!]);
    expect((await me(staff.tokens[1]!, other)).statusCode).toBe(200);
    expect(await audit.single(mark)).toMatchObject({
      action: 'session.end',
      target: `admin:${staff.admin.id}`,
      after: { session_id: idOf(staff.tokens[0]!) },
    });
  });

  it("cannot end another admin's session, nor one that has ended", async () => {
    const staff = await staffAdmin();
    const rootSession = idOf(root);
    const end = (id: number) =>
      t.request({ method: 'DELETE', url: `/api/admins/me/sessions/${id}`, token: staff.tokens[0] });
    expect((await end(rootSession)).statusCode).toBe(404);
    expect((await me(root)).statusCode).toBe(200);
    expect((await end(idOf(staff.tokens[1]!))).statusCode).toBe(204);
    expect((await end(idOf(staff.tokens[1]!))).statusCode).toBe(404);
    expect((await end(999_999)).statusCode).toBe(404);
  });
});

describe('POST /api/admins/{id}/sign-out', () => {
  it("ends all of another admin's sessions in every process at once, recorded in the audit log", async () => {
    const staff = await staffAdmin();
    await rememberedByOther(staff.tokens);
    const mark = await audit.mark();
    const res = await t.request({
      method: 'POST',
      url: `/api/admins/${staff.admin.id}/sign-out`,
      token: root,
    });
    expect(res.statusCode).toBe(204);
    await refusedEverywhere(staff.tokens);
    expect(await audit.single(mark)).toMatchObject({
      action: 'admins.sign_out',
      target: `admin:${staff.admin.id}`,
    });
    expect((await signIn(staff.email, 'staff-Pass-7319')).statusCode).toBe(201);
  });

  it('asks for admins.modify and an admin that exists', async () => {
    const staff = await staffAdmin();
    const reader = await signInWith(t, ['admins.query']);
    const url = `/api/admins/${staff.admin.id}/sign-out`;
    expect((await t.request({ method: 'POST', url })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url, token: reader.token })).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: '/api/admins/999999/sign-out', token: root })).statusCode,
    ).toBe(404);
    expect((await me(staff.tokens[0]!)).statusCode).toBe(200);
  });
});

describe('a password set for an admin', () => {
  const put = (admin: Admin, body: object, token = root) =>
    t.request({
      method: 'PUT',
      url: `/api/admins/${admin.id}`,
      token,
      payload: {
        name: admin.name,
        email: admin.email,
        role_id: admin.role_id,
        department_id: admin.department_id,
        ...body,
      },
    });

  it("by another admin ends all the target's sessions in every process at once", async () => {
    const staff = await staffAdmin();
    await rememberedByOther(staff.tokens);
    expect((await put(staff.admin, { password: 'another-pass-1' })).statusCode).toBe(200);
    await refusedEverywhere(staff.tokens);
    expect((await me(root)).statusCode).toBe(200);
    expect((await signIn(staff.email, 'another-pass-1')).statusCode).toBe(201);
  });

  it('by the admin themselves keeps the session it was set from and ends the others', async () => {
    const { admin, email } = await staffAdmin();
    await t.request({
      method: 'PUT',
      url: `/api/roles/${staffRole.id}`,
      token: root,
      payload: { name: 'Staff', permissions: ['users.query', 'admins.modify'] },
    });
    const self = await tokenOf(email, 'staff-Pass-7319');
    const second = await tokenOf(email, 'staff-Pass-7319');
    await rememberedByOther([self, second]);
    expect((await put(admin, { password: 'my-own-pass-1' }, self)).statusCode).toBe(200);
    await refusedEverywhere([second]);
    expect((await me(self, other)).statusCode).toBe(200);
    await t.request({
      method: 'PUT',
      url: `/api/roles/${staffRole.id}`,
      token: root,
      payload: { name: 'Staff', permissions: ['users.query'] },
    });
  });

  it('by oneself on the password screen ends the other sessions in every process at once', async () => {
    const staff = await staffAdmin();
    await rememberedByOther(staff.tokens);
    const res = await t.request({
      method: 'PATCH',
      url: '/api/admins/me/password',
      token: staff.tokens[1],
      payload: {
        current_password: 'staff-Pass-7319',
        password: 'changed-pass-1',
        password_confirmation: 'changed-pass-1',
      },
    });
    expect(res.statusCode).toBe(204);
    await refusedEverywhere([staff.tokens[0]!]);
    expect((await me(staff.tokens[1]!, other)).statusCode).toBe(200);
  });

  it('a sign-out ends the token in every process at once', async () => {
    const staff = await staffAdmin();
    await rememberedByOther(staff.tokens);
    expect((await t.request({ method: 'POST', url: '/logout', token: staff.tokens[0] })).statusCode).toBe(
      204,
    );
    await refusedEverywhere([staff.tokens[0]!]);
    expect((await me(staff.tokens[1]!, other)).statusCode).toBe(200);
  });
});

describe('a disabled admin', () => {
  const setStatus = (admin: Admin, status: boolean, token = root) =>
    t.request({
      method: 'PUT',
      url: `/api/admins/${admin.id}`,
      token,
      payload: { name: admin.name, email: admin.email, role_id: admin.role_id, status },
    });

  it('loses every session in every process at once and cannot sign in until enabled again', async () => {
    const staff = await staffAdmin();
    expect(staff.admin.status).toBe(true);
    await rememberedByOther(staff.tokens);
    const mark = await audit.mark();
    const res = await setStatus(staff.admin, false);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe(false);
    const row = await audit.single(mark);
    expect(row).toMatchObject({
      action: 'admins.update',
      before: { status: true },
      after: { status: false },
    });
    await refusedEverywhere(staff.tokens);

    const refused = await signIn(staff.email, 'staff-Pass-7319');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ email: ['These credentials do not match our records.'] });
    const listed = await t.request({ method: 'GET', url: `/api/admins/${staff.admin.id}`, token: root });
    expect(listed.json().data.status).toBe(false);

    expect((await setStatus(staff.admin, true)).json().data.status).toBe(true);
    for (const old of staff.tokens) expect((await me(old)).statusCode).toBe(401);
    expect((await signIn(staff.email, 'staff-Pass-7319')).statusCode).toBe(201);
  });

  it('may be made disabled from the start, and a PUT without status keeps it as it is', async () => {
    serial += 1;
    const res = await t.request({
      method: 'POST',
      url: '/api/admins',
      token: root,
      payload: {
        name: `Dormant ${serial}`,
        email: `dormant${serial}@example.com`,
        password: 'staff-Pass-7319',
        role_id: staffRole.id,
        status: false,
      },
    });
    expect(res.statusCode).toBe(201);
    const dormant: Admin = res.json().data;
    expect(dormant.status).toBe(false);
    expect((await signIn(dormant.email, 'staff-Pass-7319')).statusCode).toBe(422);
    const renamed = await t.request({
      method: 'PUT',
      url: `/api/admins/${dormant.id}`,
      token: root,
      payload: { name: 'Still dormant', email: dormant.email, role_id: staffRole.id },
    });
    expect(renamed.json().data.status).toBe(false);
  });

  it('cannot be oneself, nor the last enabled super admin', async () => {
    const self = (await t.request({ method: 'GET', url: '/api/admins/me', token: root })).json().data;
    const rootAdmin: Admin = (
      await t.request({ method: 'GET', url: `/api/admins/${self.id}`, token: root })
    ).json().data;
    const own = await setStatus(rootAdmin, false);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('You cannot disable your own account.');

    // An admin who is not super manages no super admin (grant-limits.test.ts).
    const manager = await signInWith(t, ['admins.modify', 'admins.query']);
    const beyond = await setStatus(rootAdmin, false, manager.token);
    expect(beyond.statusCode).toBe(403);
    expect((await me(root)).statusCode).toBe(200);

    serial += 1;
    const second: Admin = (
      await t.request({
        method: 'POST',
        url: '/api/admins',
        token: root,
        payload: {
          name: `Second super ${serial}`,
          email: `super${serial}@example.com`,
          password: 'staff-Pass-7319',
          role_id: superRole.id,
        },
      })
    ).json().data;
    // Another super admin that cannot sign in rescues nothing: the last enabled one stays super.
    expect((await setStatus(second, false)).statusCode).toBe(200);
    const demoted = await t.request({
      method: 'PUT',
      url: `/api/admins/${rootAdmin.id}`,
      token: root,
      payload: { name: rootAdmin.name, email: rootAdmin.email, role_id: staffRole.id },
    });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().message).toBe('The last super admin must stay a super admin.');
    expect((await setStatus(second, true)).statusCode).toBe(200);
    // With an enabled super admin beside it, one may be disabled.
    expect((await setStatus(second, false)).statusCode).toBe(200);
  });
});

describe('the idle timeout', () => {
  const lastUsed = async (token: string) => {
    const [row] = await t.database.db
      .select({ at: adminTokens.lastUsedAt })
      .from(adminTokens)
      .where(eq(adminTokens.id, idOf(token)));
    return row!.at!.getTime();
  };
  const idleFor = (token: string, minutes: number) =>
    t.database.db.execute(
      sql`update admin_tokens set last_used_at = now() - make_interval(secs => ${minutes * 60}) where id = ${idOf(token)}`,
    );

  it('ends a token unused for TOKEN_IDLE_MINUTES (60 by default), whatever its lifetime left', async () => {
    expect(t.config.tokenIdleMs).toBe(60 * 60_000);
    expect(loadConfig({ TOKEN_IDLE_MINUTES: '15' }).tokenIdleMs).toBe(15 * 60_000);
    expect(() => loadConfig({ TOKEN_IDLE_MINUTES: '0' })).toThrow(/TOKEN_IDLE_MINUTES/);
    const fresh = await tokenOf(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const idle = await tokenOf(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await idleFor(fresh, 59);
    await idleFor(idle, 61);
    expect((await me(fresh, other)).statusCode).toBe(200);
    expect((await me(idle, other)).statusCode).toBe(401);
    const sessions: AdminSession[] = (
      await t.request({ method: 'GET', url: '/api/admins/me/sessions', token: root })
    ).json().data;
    expect(sessions.map((s) => s.id)).toContain(idOf(fresh));
    expect(sessions.map((s) => s.id)).not.toContain(idOf(idle));
  });

  it('notes a use at most once a minute per token', async () => {
    const token = await tokenOf(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await idleFor(token, 0.5);
    const recent = await lastUsed(token);
    expect((await me(token)).statusCode).toBe(200);
    expect(await lastUsed(token)).toBe(recent);
    await idleFor(token, 2);
    t.app.accessCache.forget(); // as after the grant's few seconds: this process reads the token again
    const notices: string[] = [];
    const unsubscribe = t.app.events.subscribe((event) => notices.push(event.type));
    try {
      const before = Date.now();
      expect((await me(token)).statusCode).toBe(200);
      expect(await lastUsed(token)).toBeGreaterThanOrEqual(before - 1000);
      const stamped = await lastUsed(token);
      expect((await me(token)).statusCode).toBe(200);
      expect(await lastUsed(token)).toBe(stamped);
      await new Promise((r) => setTimeout(r, 100));
      // Noting a use is no access change: no process forgets what it remembers for it.
      expect(notices).not.toContain('access.changed');
    } finally {
      unsubscribe();
    }
  });
});
