import { count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Category, CategoryBody, CategoryListQuery } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { pageOfTable } from '../../db/page-of-table.ts';
import { containing } from '../../db/pagination.ts';
import { projectCategories, projects } from '../../db/schema/index.ts';
import type { Actor } from '../../core/actor.ts';
import { Conflict, NotFound } from '../../core/errors.ts';
import { auditedRows } from '../audit-logs/audited-rows.ts';

type Row = typeof projectCategories.$inferSelect;

async function present(db: Db, rows: Row[]): Promise<Category[]> {
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({ categoryId: projects.categoryId, n: count() })
        .from(projects)
        .where(inArray(projects.categoryId, ids))
        .groupBy(projects.categoryId)
    : [];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    icon: r.icon,
    sort: r.sort,
    projects_count: counts.find((c) => c.categoryId === r.id)?.n ?? 0,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

export async function listCategories(db: Db, query: CategoryListQuery) {
  const where: SQL | undefined = query.filter.keyword
    ? ilike(projectCategories.name, containing(query.filter.keyword))
    : undefined;
  const columns = {
    id: projectCategories.id,
    name: projectCategories.name,
    sort: projectCategories.sort,
    updated_at: projectCategories.updatedAt,
  };
  return pageOfTable(db, query, {
    table: projectCategories,
    where,
    columns,
    fallback: 'sort',
    presentPage: (rows) => present(db, rows),
  });
}

export async function getCategory(db: Db, id: number): Promise<Category> {
  const [row] = await db.select().from(projectCategories).where(eq(projectCategories.id, id));
  if (!row) throw NotFound();
  return (await present(db, [row]))[0]!;
}

const rows = auditedRows({
  table: projectCategories,
  action: 'categories',
  noun: 'category',
  present: async (row, tx) => (await present(tx, [row]))[0]!,
});

const values = (body: CategoryBody) => ({ name: body.name, icon: body.icon ?? null, sort: body.sort });

export function createCategory(db: Db, actor: Actor, body: CategoryBody) {
  return rows.create(db, actor, values(body));
}

export async function updateCategory(db: Db, actor: Actor, id: number, body: CategoryBody) {
  return rows.update(db, actor, id, values(body), await getCategory(db, id));
}

/** API.md: a category in use answers 409. */
export async function deleteCategory(db: Db, actor: Actor, id: number) {
  await rows.remove(db, actor, id, await getCategory(db, id), async (tx) => {
    const [used] = await tx.select({ n: count() }).from(projects).where(eq(projects.categoryId, id));
    if ((used?.n ?? 0) > 0) throw Conflict('category_in_use');
  });
}
