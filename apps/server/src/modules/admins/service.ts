import { and, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Admin, AdminCreate, AdminListQuery, AdminUpdate } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { pageOfTable } from '../../db/page-of-table.ts';
import { containing } from '../../db/pagination.ts';
import { admins, departments, roles } from '../../db/schema/index.ts';
import type { Actor, Grants } from '../../core/actor.ts';
import { Conflict, Duplicate, Invalid, NotFound, uniqueOn } from '../../core/errors.ts';
import { audited, recordAudit } from '../audit-logs/service.ts';
import { hashPassword } from '../../crypto/passwords.ts';
import { revokeAdminTokensOf } from '../auth/tokens.ts';
import {
  assertMayAssignRole,
  assertMayManageAdmin,
  grantsOfRole,
  manageableBy,
  roleGrants,
} from '../roles/grant-limits.ts';

type Row = {
  admin: typeof admins.$inferSelect;
  role: typeof roles.$inferSelect | null;
  department: typeof departments.$inferSelect | null;
};

/** An admin as stored, the same whoever asks: what the audit log records before and after a write. */
type AdminRecord = Omit<Admin, 'within_reach'>;

const toAdmin = ({ admin, role, department }: Row): AdminRecord => ({
  id: admin.id,
  name: admin.name,
  email: admin.email,
  role_id: admin.roleId,
  role: role ? { id: role.id, name: role.name } : null,
  department_id: admin.departmentId,
  department: department ? { id: department.id, name: department.name } : null,
  status: admin.status,
  is_super: role?.isSuper ?? false,
  two_factor_enabled: admin.twoFactorConfirmedAt !== null,
  created_at: admin.createdAt.toISOString(),
  updated_at: admin.updatedAt.toISOString(),
});

const selectAdmins = (db: Db) =>
  db
    .select({ admin: admins, role: roles, department: departments })
    .from(admins)
    .leftJoin(roles, eq(roles.id, admins.roleId))
    .leftJoin(departments, eq(departments.id, admins.departmentId));

/** The admins as the actor sees them: each says whether the actor may manage it (DESIGN.md §5). */
async function inReachOf(db: Db, actor: Actor, records: AdminRecord[]): Promise<Admin[]> {
  const manageable = await manageableBy(
    db,
    actor,
    records.map((record) => ({ roleId: record.role_id, isSuper: record.is_super })),
  );
  return records.map((record, index) => ({ ...record, within_reach: manageable[index]! }));
}

export async function listAdmins(db: Db, query: AdminListQuery, actor: Actor) {
  const f = query.filter;
  const conditions: SQL[] = [];
  if (f.keyword) {
    const like = containing(f.keyword);
    conditions.push(or(ilike(admins.name, like), ilike(admins.email, like))!);
  }
  if (f.role_id) conditions.push(eq(admins.roleId, f.role_id));
  if (f.department_id) conditions.push(eq(admins.departmentId, f.department_id));
  const where = conditions.length ? and(...conditions) : undefined;
  const columns = { id: admins.id, name: admins.name, email: admins.email, created_at: admins.createdAt };
  const page = await pageOfTable(db, query, {
    table: admins,
    where,
    columns,
    fallback: 'id',
    select: selectAdmins,
    present: toAdmin,
  });
  return { ...page, data: await inReachOf(db, actor, page.data) };
}

async function getAdmin(db: Db, id: number): Promise<AdminRecord> {
  const [row] = await selectAdmins(db).where(eq(admins.id, id));
  if (!row) throw NotFound();
  return toAdmin(row);
}

/** GET /api/admins/{id}: the admin, and whether the actor may manage them. */
export async function showAdmin(db: Db, id: number, actor: Actor): Promise<Admin> {
  const [shown] = await inReachOf(db, actor, [await getAdmin(db, id)]);
  return shown!;
}

/** The reach of an admin as stored: their role's, or none without one. */
const adminGrants = async (db: Db, admin: AdminRecord): Promise<Grants> =>
  admin.role_id === null ? { isSuper: false, permissions: [] } : roleGrants(db, admin.role_id);

async function checkReferences(
  db: Db,
  actor: Actor,
  body: { role_id: number; department_id?: number | null },
) {
  const [role] = await db.select().from(roles).where(eq(roles.id, body.role_id));
  if (!role) throw Invalid('role_id', 'validation.exists');
  await assertMayAssignRole(actor, () => grantsOfRole(db, role));
  if (body.department_id) {
    const [department] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.id, body.department_id));
    if (!department) throw Invalid('department_id', 'validation.exists');
  }
  return role;
}

const duplicateEmail = () => Duplicate('email');

async function emailTaken(db: Db, email: string, exceptId?: number) {
  const [row] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(exceptId ? and(eq(admins.email, email), ne(admins.id, exceptId)) : eq(admins.email, email));
  return row !== undefined;
}

export async function createAdmin(db: Db, actor: Actor, body: AdminCreate): Promise<Admin> {
  const email = body.email.toLowerCase();
  await checkReferences(db, actor, body);
  if (await emailTaken(db, email)) throw duplicateEmail();
  const passwordHash = await hashPassword(body.password);
  const created = await uniqueOn('email', () =>
    audited(
      db,
      actor,
      async (tx) => {
        const [row] = await tx
          .insert(admins)
          .values({
            name: body.name,
            email,
            passwordHash,
            roleId: body.role_id,
            departmentId: body.department_id ?? null,
            status: body.status ?? true,
          })
          .returning();
        return getAdmin(tx, row!.id);
      },
      (created) => ({ action: 'admins.create', target: `admin:${created.id}` }),
    ),
  );
  const [shown] = await inReachOf(db, actor, [created]);
  return shown!;
}

/**
 * Enabled super admins other than this one (a disabled one cannot sign in to rescue anything). Call inside
 * the write's transaction after lockSuperAdmins, so two requests cannot each remove one of the last two.
 */
export async function otherSuperAdmins(db: Db, id: number) {
  const [row] = await db
    .select({ n: count() })
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .where(and(eq(roles.isSuper, true), eq(admins.status, true), ne(admins.id, id)));
  return row?.n ?? 0;
}

export async function lockSuperAdmins(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(${SUPER_ADMIN_LOCK})`);
}
const SUPER_ADMIN_LOCK = 7_001;

export async function updateAdmin(db: Db, actor: Actor, id: number, body: AdminUpdate): Promise<Admin> {
  const before = await getAdmin(db, id);
  await assertMayManageAdmin(actor, () => adminGrants(db, before));
  const email = body.email.toLowerCase();
  const role = await checkReferences(db, actor, body);
  if (await emailTaken(db, email, id)) throw duplicateEmail();
  const disables = body.status === false && before.status;
  if (disables && actor.adminId === id) throw Conflict('admin_disable_self');
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  const updated = await uniqueOn('email', () =>
    db.transaction(async (tx) => {
      if (before.is_super && (!role.isSuper || disables)) {
        await lockSuperAdmins(tx);
        if ((await otherSuperAdmins(tx, id)) === 0)
          throw Conflict(role.isSuper ? 'admin_last_super_disable' : 'admin_last_super');
      }
      await tx
        .update(admins)
        .set({
          name: body.name,
          email,
          roleId: body.role_id,
          departmentId: body.department_id ?? null,
          ...(body.status !== undefined ? { status: body.status } : {}),
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: new Date(),
        })
        .where(eq(admins.id, id));
      // DESIGN.md §5: a new password ends the admin's sessions, whoever sets it (one's own keeps the one
      // it was set from), and a disabled admin's end too, so enabling again revives none.
      if (disables) await revokeAdminTokensOf(tx, id);
      else if (passwordHash)
        await revokeAdminTokensOf(tx, id, actor.adminId === id ? actor.tokenId : undefined);
      const after = await getAdmin(tx, id);
      await recordAudit(tx, actor, {
        action: 'admins.update',
        target: `admin:${id}`,
        before,
        after: passwordHash ? { ...after, password_changed: true } : after,
      });
      return after;
    }),
  );
  const [shown] = await inReachOf(db, actor, [updated]);
  return shown!;
}

/** POST /api/admins/{id}/sign-out: every session of the admin ends, in every process at once. */
export async function signOutAdmin(db: Db, actor: Actor, id: number) {
  const target = await getAdmin(db, id);
  await assertMayManageAdmin(actor, () => adminGrants(db, target));
  await db.transaction(async (tx) => {
    await revokeAdminTokensOf(tx, id);
    await recordAudit(tx, actor, { action: 'admins.sign_out', target: `admin:${id}` });
  });
}

export async function deleteAdmin(db: Db, actor: Actor, id: number) {
  const before = await getAdmin(db, id);
  if (actor.adminId === id) throw Conflict('admin_delete_self');
  await assertMayManageAdmin(actor, () => adminGrants(db, before));
  await audited(
    db,
    actor,
    async (tx) => {
      if (before.is_super) {
        await lockSuperAdmins(tx);
        if ((await otherSuperAdmins(tx, id)) === 0) throw Conflict('admin_last_super');
      }
      await tx.delete(admins).where(eq(admins.id, id));
      return null;
    },
    () => ({ action: 'admins.delete', target: `admin:${id}`, before }),
  );
}
