import { and, eq, sql, type SQL } from 'drizzle-orm';
import type {
  AuditAction,
  BalanceAdjustment,
  BalanceAdjustmentListQuery,
  BalanceAdjustmentReview,
  BalanceEdit,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { nameOf } from '../../db/name-of.ts';
import { pageOfTable } from '../../db/page-of-table.ts';
import { admins, balanceAdjustments, users } from '../../db/schema/index.ts';
import type { Actor } from '../../core/actor.ts';
import { Conflict, NotFound } from '../../core/errors.ts';
import { recordAudit } from '../audit-logs/service.ts';
import { postEntry, whyRefused } from '../ledger/one-change.ts';

const a = balanceAdjustments;

// Written in the request's own SQL, so named here to be checked against the audit log's list.
const requested: AuditAction = 'balance_adjustments.request';

const selectAdjustments = (db: Db) =>
  db
    .select({
      adjustment: a,
      userName: nameOf(users.name, users.id, a.userId),
      makerName: nameOf<string | null>(admins.name, admins.id, a.makerId),
      checkerName: nameOf<string | null>(admins.name, admins.id, a.checkerId),
    })
    .from(a);

type Row = Awaited<ReturnType<ReturnType<typeof selectAdjustments>['execute']>>[number];

const toAdjustment = ({ adjustment: r, userName, makerName, checkerName }: Row): BalanceAdjustment => ({
  id: r.id,
  user: { id: r.userId, name: userName },
  amount: r.amount,
  reason: r.reason,
  remarks: r.remarks,
  status: r.status,
  maker: r.makerId !== null ? { id: r.makerId, name: makerName ?? '' } : null,
  created_at: r.createdAt.toISOString(),
  checker: r.checkerId !== null ? { id: r.checkerId, name: checkerName ?? '' } : null,
  checked_at: r.checkedAt?.toISOString() ?? null,
  review_comment: r.reviewComment,
  balance_record_id: r.balanceRecordId,
});

export async function getAdjustment(db: Db, id: number): Promise<BalanceAdjustment> {
  const [row] = await selectAdjustments(db).where(eq(a.id, id));
  if (!row) throw NotFound();
  return toAdjustment(row);
}

export function listAdjustments(db: Db, query: BalanceAdjustmentListQuery) {
  const conditions: SQL[] = [];
  if (query.filter.status) conditions.push(eq(a.status, query.filter.status));
  if (query.filter.user_id) conditions.push(eq(a.userId, query.filter.user_id));
  const where = conditions.length ? and(...conditions) : undefined;
  return pageOfTable(db, query, {
    table: a,
    where,
    columns: { id: a.id, created_at: a.createdAt },
    fallback: '-id',
    select: selectAdjustments,
    present: toAdjustment,
  });
}

/**
 * Four-eyes: a balance edit above the threshold is asked for, not made. One statement writes the
 * pending adjustment and its audit row (so, like a direct edit, it is whole without BEGIN and COMMIT); a
 * decrease the balance cannot cover now is refused at once, as the edit itself would be.
 */
export async function requestAdjustment(
  db: Db,
  actor: Actor,
  userId: number,
  body: BalanceEdit,
): Promise<BalanceAdjustment> {
  const result = (await db.execute(sql`with member as (
      select id, balance from users
      where id = ${userId} and balance + ${body.amount}::bigint between 0 and ${sql.raw(String(Number.MAX_SAFE_INTEGER))}
    ), asked as (
      insert into balance_adjustments (user_id, amount, reason, remarks, maker_id)
      select id, ${body.amount}::bigint, ${body.reason}, ${body.remarks}, ${actor.adminId}::int from member
      returning *
    ), audited as (
      insert into audit_logs (admin_id, ip, action, target, before, after)
      select ${actor.adminId}::int, ${actor.ip?.slice(0, 64) ?? null}::varchar, ${requested}::varchar,
        'user:' || asked.user_id, jsonb_build_object('balance', member.balance),
        jsonb_build_object('balance_adjustment', asked.id, 'status', asked.status, 'amount', asked.amount,
          'reason', asked.reason, 'remarks', asked.remarks)
      from asked join member on member.id = asked.user_id
    )
    select id from asked`)) as unknown as { rows: { id: number | string }[] };
  const asked = result.rows[0];
  if (!asked) throw await whyRefused(db, userId, body.amount, 'amount');
  return getAdjustment(db, Number(asked.id));
}

/**
 * A second admin holding `users.balance` approves (the money moves now, through the ledger, once) or
 * rejects a pending adjustment; its maker cannot (409). The decision is a conditional update on `pending`,
 * so of racing reviews one wins; an approval the balance no longer covers is refused and stays pending.
 */
export async function reviewAdjustment(
  tx: Db,
  actor: Actor,
  id: number,
  body: BalanceAdjustmentReview,
): Promise<BalanceAdjustment> {
  const before = await getAdjustment(tx, id);
  const [decided] = await tx
    .update(a)
    .set({
      status: body.status,
      checkerId: actor.adminId,
      checkedAt: new Date(),
      reviewComment: body.comment,
    })
    .where(and(eq(a.id, id), eq(a.status, 'pending'), sql`${a.makerId} is distinct from ${actor.adminId}`))
    .returning();
  if (!decided) {
    const own = before.status === 'pending' && before.maker?.id === actor.adminId;
    throw Conflict(own ? 'balance_adjustment_own' : 'balance_adjustment_not_pending');
  }
  if (decided.status === 'approved') {
    const record = await postEntry(tx, {
      userId: decided.userId,
      amount: decided.amount,
      kind: decided.amount > 0 ? 'recharge' : 'adjustment',
      referenceId: decided.id,
      operatorId: decided.makerId,
      remarks: decided.remarks,
      reason: decided.reason,
    });
    await tx.update(a).set({ balanceRecordId: record.id }).where(eq(a.id, id));
  }
  const after = await getAdjustment(tx, id);
  await recordAudit(tx, actor, {
    action: 'balance_adjustments.review',
    target: `balance_adjustment:${id}`,
    before,
    after,
  });
  return after;
}
