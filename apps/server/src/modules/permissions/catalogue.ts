import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { permissions } from '../../db/schema/index.ts';
import type { PermissionRow } from '../../core/actor.ts';

interface Catalogue {
  all: PermissionRow[];
  byId: Map<number, PermissionRow>;
}

// The permission rows are written at start from the contracts' codes and never change while a process
// runs, so each process reads them once per database instead of on every request.
const loaded = new WeakMap<Db, Promise<Catalogue>>();

async function load(db: Db): Promise<Catalogue> {
  const all = await db
    .select({ id: permissions.id, name: permissions.name })
    .from(permissions)
    .orderBy(asc(permissions.id));
  return { all, byId: new Map(all.map((p) => [p.id, p])) };
}

function catalogue(db: Db, fresh = false): Promise<Catalogue> {
  let pending = fresh ? undefined : loaded.get(db);
  if (!pending) {
    pending = load(db);
    loaded.set(db, pending);
    pending.catch(() => loaded.delete(db));
  }
  return pending;
}

/** Every permission, in id order: what a super admin holds. */
export async function allPermissions(db: Db): Promise<PermissionRow[]> {
  return (await catalogue(db)).all;
}

/**
 * The permissions of these ids, in the order given. An id this process has not seen yet (written by a
 * newer release that another process started) reads the catalogue again.
 */
export async function permissionsOf(db: Db, ids: readonly number[]): Promise<PermissionRow[]> {
  let known = await catalogue(db);
  if (ids.some((id) => !known.byId.has(id))) known = await catalogue(db, true);
  return ids.map((id) => known.byId.get(id)).filter((p): p is PermissionRow => p !== undefined);
}
