import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AdminSession } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { adminTokens } from '../../db/schema/index.ts';
import type { Actor } from '../../core/actor.ts';
import { NotFound } from '../../core/errors.ts';
import { recordAudit } from '../audit-logs/service.ts';

const lastUsed = sql<Date>`coalesce(${adminTokens.lastUsedAt}, ${adminTokens.createdAt})`.mapWith(
  adminTokens.lastUsedAt,
);

/** The admin's sessions that still sign in: neither revoked, expired nor idle past idleMs. */
export async function listOwnSessions(
  db: Db,
  adminId: number,
  currentTokenId: number,
  idleMs: number,
): Promise<AdminSession[]> {
  const now = Date.now();
  const rows = await db
    .select({
      id: adminTokens.id,
      createdAt: adminTokens.createdAt,
      lastUsedAt: lastUsed,
      ip: adminTokens.ip,
      userAgent: adminTokens.userAgent,
    })
    .from(adminTokens)
    .where(
      and(
        eq(adminTokens.adminId, adminId),
        isNull(adminTokens.revokedAt),
        gt(adminTokens.expiresAt, new Date(now)),
        gt(lastUsed, new Date(now - idleMs)),
      ),
    )
    .orderBy(desc(lastUsed), desc(adminTokens.id));
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    last_used_at: new Date(row.lastUsedAt).toISOString(),
    ip: row.ip,
    user_agent: row.userAgent,
    current: row.id === currentTokenId,
  }));
}

/** DELETE /api/admins/me/sessions/{id}: one of the admin's own sessions ends; another's is not found. */
export async function endOwnSession(db: Db, actor: Actor, sessionId: number) {
  const adminId = actor.adminId!;
  await db.transaction(async (tx) => {
    const ended = await tx
      .update(adminTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(eq(adminTokens.id, sessionId), eq(adminTokens.adminId, adminId), isNull(adminTokens.revokedAt)),
      )
      .returning({ id: adminTokens.id });
    if (!ended.length) throw NotFound();
    await recordAudit(tx, actor, {
      action: 'session.end',
      target: `admin:${adminId}`,
      after: { session_id: sessionId },
    });
  });
}
