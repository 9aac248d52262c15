import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import { normalisePercent, type Project, type ProjectBody, type ProjectListQuery } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { pageOfTable } from '../../db/page-of-table.ts';
import { containing } from '../../db/pagination.ts';
import { investments, projectCategories, projects } from '../../db/schema/index.ts';
import type { Actor } from '../../core/actor.ts';
import { Conflict, Invalid, NotFound } from '../../core/errors.ts';
import { auditedRows } from '../audit-logs/audited-rows.ts';

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
  return pageOfTable(db, query, {
    table: projects,
    where,
    columns,
    fallback: '-id',
    select: selectProjects,
    present: toProject,
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

const rows = auditedRows({
  table: projects,
  action: 'projects',
  noun: 'project',
  present: (row, tx) => getProject(tx, row.id),
});

export async function createProject(db: Db, actor: Actor, body: ProjectBody) {
  await checkCategory(db, body.category_id);
  return rows.create(db, actor, values(body));
}

/** Edits apply to new investments only: each investment keeps the terms it was made under. */
export async function updateProject(db: Db, actor: Actor, id: number, body: ProjectBody) {
  const before = await getProject(db, id);
  await checkCategory(db, body.category_id);
  return rows.update(db, actor, id, values(body), before);
}

export async function deleteProject(db: Db, actor: Actor, id: number) {
  await rows.remove(db, actor, id, await getProject(db, id), async (tx) => {
    const [used] = await tx.select({ n: count() }).from(investments).where(eq(investments.projectId, id));
    if ((used?.n ?? 0) > 0) throw Conflict('project_in_use');
  });
}
