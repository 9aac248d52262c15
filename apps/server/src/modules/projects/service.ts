import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import { normalisePercent, type Project, type ProjectBody, type ProjectListQuery } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { containing, paginate, sortOrder } from '../../db/pagination.ts';
import { investments, projectCategories, projects } from '../../db/schema/index.ts';
import type { Actor } from '../../core/actor.ts';
import { Conflict, Invalid, NotFound } from '../../core/errors.ts';
import { audited } from '../audit-logs/service.ts';

const selectProjects = (db: Db) =>
  db
    .select({ project: projects, categoryName: projectCategories.name })
    .from(projects)
    .innerJoin(projectCategories, eq(projectCategories.id, projects.categoryId));

type Row = { project: typeof projects.$inferSelect; categoryName: string };

export const toProject = ({ project: p, categoryName }: Row): Project => ({
  id: p.id,
  name: p.name,
  category_id: p.categoryId,
  category: { id: p.categoryId, name: categoryName },
  cover: p.cover,
  min_amount: p.minAmount,
  profit_percent: normalisePercent(p.profitPercent),
  period_minutes: p.periodMinutes,
  hidden: p.hidden,
  max_times: p.maxTimes,
  created_at: p.createdAt.toISOString(),
  updated_at: p.updatedAt.toISOString(),
});

export function projectConditions(filter: ProjectListQuery['filter']): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.keyword) conditions.push(ilike(projects.name, containing(filter.keyword)));
  if (filter.category_id) conditions.push(eq(projects.categoryId, filter.category_id));
  if (filter.hidden !== undefined) conditions.push(eq(projects.hidden, filter.hidden));
  return conditions.length ? and(...conditions) : undefined;
}

export async function listProjects(db: Db, query: ProjectListQuery) {
  const where = projectConditions(query.filter);
  const columns = {
    id: projects.id,
    name: projects.name,
    min_amount: projects.minAmount,
    profit_percent: projects.profitPercent,
    period_minutes: projects.periodMinutes,
    created_at: projects.createdAt,
    updated_at: projects.updatedAt,
  };
  const order = sortOrder(query.sort, columns, '-id', projects.id);
  return paginate(db, {
    page: query.page,
    perPage: query.per_page,
    table: projects,
    where,
    fetch: async (limit, offset) =>
      (
        await selectProjects(db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      ).map(toProject),
  });
}

export async function getProject(db: Db, id: number): Promise<Project> {
  const [row] = await selectProjects(db).where(eq(projects.id, id));
  if (!row) throw NotFound();
  return toProject(row);
}

async function checkCategory(db: Db, categoryId: number) {
  const [row] = await db
    .select({ id: projectCategories.id })
    .from(projectCategories)
    .where(eq(projectCategories.id, categoryId));
  if (!row) throw Invalid('category_id', 'validation.exists');
}

const values = (body: ProjectBody) => ({
  name: body.name,
  categoryId: body.category_id,
  cover: body.cover ?? null,
  minAmount: body.min_amount,
  profitPercent: body.profit_percent,
  periodMinutes: body.period_minutes,
  hidden: body.hidden,
  maxTimes: body.max_times,
});

export async function createProject(db: Db, actor: Actor, body: ProjectBody) {
  await checkCategory(db, body.category_id);
  return audited(
    db,
    actor,
    async (tx) => {
      const [row] = await tx.insert(projects).values(values(body)).returning({ id: projects.id });
      return getProject(tx, row!.id);
    },
    (created) => ({ action: 'projects.create', target: `project:${created.id}` }),
  );
}

/** Edits apply to new investments only: each investment keeps the terms it was made under. */
export async function updateProject(db: Db, actor: Actor, id: number, body: ProjectBody) {
  const before = await getProject(db, id);
  await checkCategory(db, body.category_id);
  return audited(
    db,
    actor,
    async (tx) => {
      await tx
        .update(projects)
        .set({ ...values(body), updatedAt: new Date() })
        .where(eq(projects.id, id));
      return getProject(tx, id);
    },
    () => ({ action: 'projects.update', target: `project:${id}`, before }),
  );
}

export async function deleteProject(db: Db, actor: Actor, id: number) {
  const before = await getProject(db, id);
  await audited(
    db,
    actor,
    async (tx) => {
      const [used] = await tx.select({ n: count() }).from(investments).where(eq(investments.projectId, id));
      if ((used?.n ?? 0) > 0) throw Conflict('project_in_use');
      await tx.delete(projects).where(eq(projects.id, id));
      return null;
    },
    () => ({ action: 'projects.delete', target: `project:${id}`, before }),
  );
}
