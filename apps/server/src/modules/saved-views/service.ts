import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  SAVED_VIEWS_PER_SCREEN,
  type SavedView,
  type SavedViewBody,
  type SavedViewListQuery,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { refuseTaken } from '../../db/unique.ts';
import { admins, savedViews } from '../../db/schema/index.ts';
import type { Actor } from '../../core/actor.ts';
import { Invalid, NotFound, uniqueOn } from '../../core/errors.ts';
import { recordAudit } from '../audit-logs/service.ts';

type SavedViewRow = typeof savedViews.$inferSelect;

const toSavedView = (v: SavedViewRow): SavedView => ({
  id: v.id,
  screen: v.screen,
  name: v.name,
  search: v.search,
  created_at: v.createdAt.toISOString(),
});

/** The admin's own views, of one screen when the filter names it, by name. */
export async function listSavedViews(db: Db, adminId: number, query: SavedViewListQuery) {
  const { screen } = query.filter;
  const rows = await db
    .select()
    .from(savedViews)
    .where(
      and(eq(savedViews.adminId, adminId), screen === undefined ? undefined : eq(savedViews.screen, screen)),
    )
    .orderBy(asc(savedViews.screen), asc(savedViews.name), asc(savedViews.id));
  return rows.map(toSavedView);
}

export async function createSavedView(db: Db, actor: Actor, adminId: number, body: SavedViewBody) {
  return uniqueOn('name', () =>
    db.transaction(async (tx) => {
      // One admin's saves take turns, so two at once cannot both pass the count below.
      await tx.execute(sql`select 1 from ${admins} where ${admins.id} = ${adminId} for no key update`);
      const mine = and(eq(savedViews.adminId, adminId), eq(savedViews.screen, body.screen));
      await refuseTaken(tx, savedViews, savedViews.id, 'name', and(mine, eq(savedViews.name, body.name)));
      const [kept] = await tx.select({ n: count() }).from(savedViews).where(mine);
      if ((kept?.n ?? 0) >= SAVED_VIEWS_PER_SCREEN)
        throw Invalid('name', 'saved_view_limit', { max: SAVED_VIEWS_PER_SCREEN });
      const [row] = await tx
        .insert(savedViews)
        .values({ adminId, screen: body.screen, name: body.name, search: body.search })
        .returning();
      const created = toSavedView(row!);
      await recordAudit(tx, actor, {
        action: 'saved_views.create',
        target: `saved_view:${created.id}`,
        after: created,
      });
      return created;
    }),
  );
}

/** Another admin's view is as absent as one never made: 404, and it stays. */
export async function deleteSavedView(db: Db, actor: Actor, adminId: number, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(savedViews)
      .where(and(eq(savedViews.id, id), eq(savedViews.adminId, adminId)))
      .returning();
    if (!row) throw NotFound();
    await recordAudit(tx, actor, {
      action: 'saved_views.delete',
      target: `saved_view:${id}`,
      before: toSavedView(row),
    });
  });
}
