import { asc, count, eq } from 'drizzle-orm';
import type { Department } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { refuseTaken } from '../../db/unique.ts';
import { admins, departments } from '../../db/schema/index.ts';
import { buildTree, withAncestors, wouldCycle } from '../../db/tree.ts';
import type { Actor } from '../../core/actor.ts';
import { Conflict, Invalid, NotFound } from '../../core/errors.ts';
import { auditedRows } from '../audit-logs/audited-rows.ts';

export interface DepartmentBody {
  parent_id?: number | null;
  name: string;
  code: string;
  sort: number;
  status: boolean;
}

const toDepartment = (d: typeof departments.$inferSelect): Department => ({
  id: d.id,
  parent_id: d.parentId,
  name: d.name,
  code: d.code,
  sort: d.sort,
  status: d.status,
  created_at: d.createdAt.toISOString(),
  updated_at: d.updatedAt.toISOString(),
});

export async function listDepartments(db: Db): Promise<Department[]> {
  return (await db.select().from(departments).orderBy(asc(departments.sort), asc(departments.id))).map(
    toDepartment,
  );
}

export async function departmentTree(db: Db, keyword?: string) {
  const rows = await listDepartments(db);
  const needle = keyword?.toLowerCase();
  return buildTree(
    needle ? withAncestors(rows, (d) => `${d.name} ${d.code}`.toLowerCase().includes(needle)) : rows,
  );
}

export async function getDepartment(db: Db, id: number): Promise<Department> {
  const [row] = await db.select().from(departments).where(eq(departments.id, id));
  if (!row) throw NotFound();
  return toDepartment(row);
}

async function check(db: Db, body: DepartmentBody, id?: number) {
  await refuseTaken(db, departments, departments.id, 'code', eq(departments.code, body.code), id);
  if (!body.parent_id) return;
  const rows = await listDepartments(db);
  if (!rows.some((d) => d.id === body.parent_id)) throw Invalid('parent_id', 'validation.exists');
  if (id !== undefined && wouldCycle(rows, id, body.parent_id))
    throw Invalid('parent_id', 'department_parent_cycle');
}

const values = (body: DepartmentBody) => ({
  parentId: body.parent_id ?? null,
  name: body.name,
  code: body.code,
  sort: body.sort,
  status: body.status,
});

const rows = auditedRows({
  table: departments,
  action: 'departments',
  noun: 'department',
  uniqueField: 'code',
  present: toDepartment,
});

export async function createDepartment(db: Db, actor: Actor, body: DepartmentBody) {
  await check(db, body);
  return rows.create(db, actor, values(body));
}

export async function updateDepartment(db: Db, actor: Actor, id: number, body: DepartmentBody) {
  const before = await getDepartment(db, id);
  await check(db, body, id);
  return rows.update(db, actor, id, values(body), before);
}

export async function deleteDepartment(db: Db, actor: Actor, id: number) {
  await rows.remove(db, actor, id, await getDepartment(db, id), async (tx) => {
    const [children] = await tx.select({ n: count() }).from(departments).where(eq(departments.parentId, id));
    if ((children?.n ?? 0) > 0) throw Conflict('department_has_children');
    const [members] = await tx.select({ n: count() }).from(admins).where(eq(admins.departmentId, id));
    if ((members?.n ?? 0) > 0) throw Conflict('department_in_use');
  });
}
