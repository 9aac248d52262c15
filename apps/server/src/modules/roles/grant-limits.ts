import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { permissions, rolePermissions, roles } from '../../db/schema/index.ts';
import { withinReach } from '@app/contracts/grant-reach';
import type { Actor, Grants } from '../../core/actor.ts';
import { AppError, NotFound } from '../../core/errors.ts';
import type { MessageKey } from '../../core/i18n/index.ts';

// DESIGN.md §5: the server is the only authority over who may do what. Holding roles.* or admins.* must
// not be a way to more: an admin who is not super hands out only permissions they hold, makes no one
// super, and manages no admin or role that reaches further than they do (or a password reset would
// take over a super admin's account).

const refused = (field: string, key: MessageKey) => new AppError(403, key, {}, { [field]: [{ key }] });

/** Whether the actor's writes are bounded by their own reach: an admin who is not super. */
const isLimited = (actor: Actor) => actor.grants !== undefined && !actor.grants.isSuper;

/** The permissions of `wanted` the actor does not hold (none for a super admin or the system). */
const beyond = (actor: Actor, wanted: readonly string[]) =>
  isLimited(actor) ? wanted.filter((code) => !actor.grants!.permissions.includes(code)) : [];

/** Whether `reach` lies within the actor's own (the system's writes are not bounded). */
const withinActor = (actor: Actor, reach: Grants) => !isLimited(actor) || withinReach(actor.grants!, reach);

/** A stored role's reach: its super flag, and the permissions granted to it. */
export async function grantsOfRole(db: Db, role: { id: number; isSuper: boolean }): Promise<Grants> {
  const rows = await db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, role.id));
  return { isSuper: role.isSuper, permissions: rows.map((r) => r.name) };
}

/** A role's reach as stored, by its id. */
export async function roleGrants(db: Db, roleId: number): Promise<Grants> {
  const [role] = await db.select({ isSuper: roles.isSuper }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw NotFound();
  return grantsOfRole(db, { id: roleId, isSuper: role.isSuper });
}

/**
 * A role written by the actor: a super role only by a super admin, and every permission it gains held by
 * the actor (one it already had and keeps is no gain).
 */
export function assertMayWriteRole(
  actor: Actor,
  before: Grants | null,
  after: { isSuper: boolean; permissions?: readonly string[] },
) {
  if (!isLimited(actor)) return;
  if (after.isSuper || before?.isSuper) throw refused('is_super', 'grant_super');
  const gained = (after.permissions ?? []).filter((code) => !before?.permissions.includes(code));
  if (beyond(actor, gained).length) throw refused('permissions', 'grant_beyond_own');
}

// The reach of an admin or role is read only when the actor's own bounds it: a super admin's writes
// (and the system's) ask nothing more of the database.

/**
 * Whether the actor may manage each of these admins (by their role and its super flag), as
 * assertMayManageAdmin would answer for each: the admin list says so, and the web greys the rest.
 */
export async function manageableBy(
  db: Db,
  actor: Actor,
  targets: readonly { roleId: number | null; isSuper: boolean }[],
): Promise<boolean[]> {
  if (!isLimited(actor)) return targets.map(() => true);
  const roleIds = [...new Set(targets.flatMap((target) => (target.roleId === null ? [] : [target.roleId])))];
  const granted = new Map<number, string[]>();
  if (roleIds.length) {
    const rows = await db
      .select({ roleId: rolePermissions.roleId, name: permissions.name })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(inArray(rolePermissions.roleId, roleIds));
    for (const row of rows) granted.set(row.roleId, [...(granted.get(row.roleId) ?? []), row.name]);
  }
  return targets.map(({ roleId, isSuper }) =>
    withinActor(actor, {
      isSuper: roleId !== null && isSuper,
      permissions: roleId === null ? [] : (granted.get(roleId) ?? []),
    }),
  );
}

/** An admin the actor manages (edits, deletes, signs out) must reach no further than the actor. */
export async function assertMayManageAdmin(actor: Actor, reachOf: () => Promise<Grants>) {
  if (isLimited(actor) && !withinActor(actor, await reachOf())) throw refused('id', 'admin_beyond_own');
}

/** A role the actor gives an admin must reach no further than the actor. */
export async function assertMayAssignRole(actor: Actor, reachOf: () => Promise<Grants>) {
  if (isLimited(actor) && !withinActor(actor, await reachOf())) throw refused('role_id', 'grant_beyond_own');
}
