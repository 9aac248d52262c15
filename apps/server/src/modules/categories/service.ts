import { count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Category, CategoryBody, CategoryListQuery } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { containing, paginate, sortOrder } from '../../db/pagination.ts';
import { projectCategories, projects } from '../../db/schema/index.ts';
import type { Actor } from '../../core/actor.ts';
import { Conflict, NotFound } from '../../core/errors.ts';
import { audited } from '../audit-logs/service.ts';

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
  const order = sortOrder(query.sort, columns, 'sort', projectCategories.id);
  return paginate(db, {
    page: query.page,
    perPage: query.per_page,
    table: projectCategories,
    where,
    fetch: async (limit, offset) =>
      present(
        db,
        await db
          .select()
          .from(projectCategories)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      ),
  });
}

export async function getCategory(db: Db, id: number): Promise<Category> {
  const [row] = await db.select().from(projectCategories).where(eq(projectCategories.id, id));
  if (!row) throw NotFound();
  return (await present(db, [row]))[0]!;
}

export function createCategory(db: Db, actor: Actor, body: CategoryBody) {
  return audited(
    db,
    actor,
    async (tx) => {
      const [row] = await tx
        .insert(projectCategories)
        .values({ name: body.name, icon: body.icon ?? null, sort: body.sort })
        .returning();
      return getCategory(tx, row!.id);
    },
    (created) => ({ action: 'categories.create', target: `category:${created.id}` }),
  );
}

export async function updateCategory(db: Db, actor: Actor, id: number, body: CategoryBody) {
  const before = await getCategory(db, id);
  return audited(
    db,
    actor,
    async (tx) => {
      await tx
        .update(projectCategories)
        .set({ name: body.name, icon: body.icon ?? null, sort: body.sort, updatedAt: new Date() })
        .where(eq(projectCategories.id, id));
      return getCategory(tx, id);
    },
    () => ({ action: 'categories.update', target: `category:${id}`, before }),
  );
}

/** API.md: a category in use answers 409. */
export async function deleteCategory(db: Db, actor: Actor, id: number) {
  const before = await getCategory(db, id);
  await audited(
    db,
    actor,
    async (tx) => {
      const [used] = await tx.select({ n: count() }).from(projects).where(eq(projects.categoryId, id));
      if ((used?.n ?? 0) > 0) throw Conflict('category_in_use');
      await tx.delete(projectCategories).where(eq(projectCategories.id, id));
      return null;
    },
    () => ({ action: 'categories.delete', target: `category:${id}`, before }),
  );
}
