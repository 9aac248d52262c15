import { and, asc, count, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { Role, RoleListQuery } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { pageOfTable } from '../../db/page-of-table.ts';
import { containing } from '../../db/pagination.ts';
import { admins, permissions, rolePermissions, roles } from '../../db/schema/index.ts';
import type { Actor } from '../../core/actor.ts';
import { Conflict, Duplicate, NotFound, uniqueOn } from '../../core/errors.ts';
import { lockSuperAdmins } from '../admins/service.ts';
import { audited, recordAudit } from '../audit-logs/service.ts';
import { assertMayWriteRole } from './grant-limits.ts';

type RoleRow = typeof roles.$inferSelect;
export interface RoleBody {
  name: string;
  is_super: boolean;
  two_factor_required: boolean;
  remark?: string | null;
  permissions: string[];
}
/** An edit without `permissions` leaves the grants as they are, without `two_factor_required` the requirement. */
export type RoleUpdateBody = Omit<RoleBody, 'permissions' | 'two_factor_required'> & {
  two_factor_required?: boolean;
  permissions?: string[];
};

async function present(db: Db, rows: RoleRow[]): Promise<Role[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const grants = await db
    .select({ roleId: rolePermissions.roleId, name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(rolePermissions.roleId, ids))
    .orderBy(asc(permissions.id));
  const counts = await db
    .select({ roleId: admins.roleId, n: count() })
    .from(admins)
    .where(inArray(admins.roleId, ids))
    .groupBy(admins.roleId);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    is_super: r.isSuper,
    two_factor_required: r.twoFactorRequired,
    remark: r.remark,
    permissions: grants.filter((g) => g.roleId === r.id).map((g) => g.name),
    admins_count: counts.find((c) => c.roleId === r.id)?.n ?? 0,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

export async function listRoles(db: Db, query: RoleListQuery) {
  const like = query.filter.keyword ? containing(query.filter.keyword) : undefined;
  const where: SQL | undefined = like ? ilike(roles.name, like) : undefined;
  return pageOfTable(db, query, {
    table: roles,
    where,
    columns: { id: roles.id, name: roles.name, created_at: roles.createdAt },
    fallback: 'id',
    presentPage: (rows) => present(db, rows),
  });
}

export async function getRole(db: Db, id: number): Promise<Role> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  if (!row) throw NotFound();
  return (await present(db, [row]))[0]!;
}

async function grant(tx: Db, roleId: number, codes: string[]) {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (!codes.length) return;
  const rows = await tx
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, codes));
  await tx.insert(rolePermissions).values(rows.map((p) => ({ roleId, permissionId: p.id })));
}

const duplicateName = () => Duplicate('name');

async function nameTaken(db: Db, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(exceptId ? and(eq(roles.name, name), ne(roles.id, exceptId)) : eq(roles.name, name));
  return row !== undefined;
}

const grantsOf = (role: Role) => ({ isSuper: role.is_super, permissions: role.permissions });

export async function createRole(db: Db, actor: Actor, body: RoleBody): Promise<Role> {
  assertMayWriteRole(actor, null, { isSuper: body.is_super, permissions: body.permissions });
  if (await nameTaken(db, body.name)) throw duplicateName();
  return uniqueOn('name', () =>
    audited(
      db,
      actor,
      async (tx) => {
        const [row] = await tx
          .insert(roles)
          .values({
            name: body.name,
            isSuper: body.is_super,
            twoFactorRequired: body.two_factor_required,
            remark: body.remark ?? null,
          })
          .returning();
        await grant(tx, row!.id, body.permissions);
        return getRole(tx, row!.id);
      },
      (created) => ({ action: 'roles.create', target: `role:${created.id}` }),
    ),
  );
}

/** A super role holding the last enabled super admins cannot stop being super. */
async function guardLastSuper(tx: Db, role: Role, becomesSuper: boolean) {
  if (!role.is_super || becomesSuper || role.admins_count === 0) return;
  await lockSuperAdmins(tx);
  const [row] = await tx
    .select({ n: count() })
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.roleId))
    // Enabled ones: a disabled admin cannot sign in to administer anything.
    .where(and(eq(roles.isSuper, true), ne(roles.id, role.id), eq(admins.status, true)));
  if ((row?.n ?? 0) === 0) throw Conflict('role_last_super');
}

export async function updateRole(db: Db, actor: Actor, id: number, body: RoleUpdateBody): Promise<Role> {
  const before = await getRole(db, id);
  assertMayWriteRole(actor, grantsOf(before), { isSuper: body.is_super, permissions: body.permissions });
  if (await nameTaken(db, body.name, id)) throw duplicateName();
  return uniqueOn('name', () =>
    audited(
      db,
      actor,
      async (tx) => {
        await guardLastSuper(tx, before, body.is_super);
        await tx
          .update(roles)
          .set({
            name: body.name,
            isSuper: body.is_super,
            ...(body.two_factor_required !== undefined
              ? { twoFactorRequired: body.two_factor_required }
              : {}),
            remark: body.remark ?? null,
            updatedAt: new Date(),
          })
          .where(eq(roles.id, id));
        if (body.permissions) await grant(tx, id, body.permissions);
        return getRole(tx, id);
      },
      () => ({ action: 'roles.update', target: `role:${id}`, before }),
    ),
  );
}

export async function setRolePermissions(db: Db, actor: Actor, id: number, codes: string[]): Promise<Role> {
  const before = await getRole(db, id);
  assertMayWriteRole(actor, grantsOf(before), { isSuper: before.is_super, permissions: codes });
  return db.transaction(async (tx) => {
    await grant(tx, id, codes);
    await tx.update(roles).set({ updatedAt: new Date() }).where(eq(roles.id, id));
    const after = await getRole(tx, id);
    await recordAudit(tx, actor, {
      action: 'roles.permissions',
      target: `role:${id}`,
      before: { permissions: before.permissions },
      after: { permissions: after.permissions },
    });
    return after;
  });
}

export async function deleteRole(db: Db, actor: Actor, id: number) {
  const before = await getRole(db, id);
  assertMayWriteRole(actor, grantsOf(before), { isSuper: false, permissions: [] });
  await audited(
    db,
    actor,
    async (tx) => {
      const [inUse] = await tx.select({ n: count() }).from(admins).where(eq(admins.roleId, id));
      if ((inUse?.n ?? 0) > 0) throw Conflict('role_in_use');
      await tx.delete(roles).where(eq(roles.id, id));
      return null;
    },
    () => ({ action: 'roles.delete', target: `role:${id}`, before }),
  );
}
