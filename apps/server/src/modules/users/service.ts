import { aliasedTable, and, asc, count, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  messageKeys,
  type BalanceAdjustment,
  type BalanceEdit,
  type BalanceRecord,
  type MemberDetail,
  type MemberListQuery,
  type MemberUpdate,
  type Member,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { param, preparedSql } from '../../db/prepared-sql.ts';
import { pageOfTable } from '../../db/page-of-table.ts';
import { containing } from '../../db/pagination.ts';
import {
  dictionaries,
  dictionaryItems,
  investments,
  settings,
  users,
  withdrawals,
} from '../../db/schema/index.ts';
import type { Actor } from '../../core/actor.ts';
import { Invalid, NotFound } from '../../core/errors.ts';
import { recordAudit } from '../audit-logs/service.ts';
import { hashPassword } from '../../crypto/passwords.ts';
import { postEntry } from '../ledger/one-change.ts';
import { noPayPasswordChecks, PAY_PASSWORD_LIMIT } from '../member/pay-password.ts';
import { revokeMemberTokensOf } from '../member/tokens.ts';
import { toBalanceRecord } from '../balance-records/service.ts';
import { requestAdjustment } from '../balance-adjustments/service.ts';

const superiors = aliasedTable(users, 'superiors');

const selectMembers = (db: Db) =>
  db
    .select({ user: users, superiorName: superiors.name })
    .from(users)
    .leftJoin(superiors, eq(superiors.id, users.superiorId));

type Row = { user: typeof users.$inferSelect; superiorName: string | null };
export const toMember = ({ user, superiorName }: Row): Member => ({
  id: user.id,
  name: user.name,
  nickname: user.nickname,
  balance: user.balance,
  invitation_code: user.invitationCode,
  superior: user.superiorId !== null ? { id: user.superiorId, name: superiorName ?? '' } : null,
  frozen: user.frozen,
  created_at: user.createdAt.toISOString(),
});

export function memberConditions(filter: MemberListQuery['filter']): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.keyword) {
    const like = containing(filter.keyword);
    conditions.push(or(ilike(users.name, like), ilike(users.nickname, like))!);
  }
  if (filter.invitation_code) conditions.push(eq(users.invitationCode, filter.invitation_code));
  if (filter.superior_id) conditions.push(eq(users.superiorId, filter.superior_id));
  return conditions.length ? and(...conditions) : undefined;
}

const sortColumns = { id: users.id, name: users.name, balance: users.balance, created_at: users.createdAt };

/** Every filtered member in id batches: what the export streams with flat memory. */
export async function* allMembers(db: Db, filter: MemberListQuery['filter']): AsyncGenerator<Member[]> {
  let after = 0;
  for (;;) {
    const rows: Row[] = await selectMembers(db)
      .where(and(memberConditions(filter), gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(1000);
    if (rows.length) yield rows.map(toMember);
    const last = rows.at(-1);
    if (!last || rows.length < 1000) return;
    after = last.user.id;
  }
}

export async function listMembers(db: Db, query: MemberListQuery) {
  return pageOfTable(db, query, {
    table: users,
    where: memberConditions(query.filter),
    columns: sortColumns,
    fallback: '-id',
    select: selectMembers,
    present: toMember,
  });
}

export async function getMember(db: Db, id: number): Promise<MemberDetail> {
  const rows: Row[] = await selectMembers(db).where(eq(users.id, id));
  const row = rows[0];
  if (!row) throw NotFound();
  const [invested] = await db
    .select({
      amount: sql<string>`coalesce(sum(${investments.amount}), 0)`,
      profit: sql<string>`coalesce(sum(${investments.profit}) filter (where ${investments.status} = 'settled'), 0)`,
    })
    .from(investments)
    .where(eq(investments.userId, id));
  // Paid out and still under review apart: a pending request has left the balance but may come back.
  const [withdrawn] = await db
    .select({
      approved: sql<string>`coalesce(sum(${withdrawals.amount}) filter (where ${withdrawals.status} = 'approved'), 0)`,
      pending: sql<string>`coalesce(sum(${withdrawals.amount}) filter (where ${withdrawals.status} in ('pending', 'awaiting_second')), 0)`,
    })
    .from(withdrawals)
    .where(eq(withdrawals.userId, id));
  const [team] = await db.select({ n: count() }).from(users).where(eq(users.superiorId, id));
  return {
    ...toMember(row),
    pay_password_locked: row.user.payPasswordFailures >= PAY_PASSWORD_LIMIT,
    totals: {
      invested: Number(invested?.amount ?? 0),
      profit: Number(invested?.profit ?? 0),
      withdrawn: Number(withdrawn?.approved ?? 0),
      withdrawal_pending: Number(withdrawn?.pending ?? 0),
      team_size: team?.n ?? 0,
    },
  };
}

/**
 * Spec §7: nickname, and with users.password also the passwords (checked by the route); freezing and
 * unfreezing. New passwords and a freeze end the member's sessions (DESIGN.md §5).
 */
export async function updateMember(db: Db, actor: Actor, id: number, body: MemberUpdate) {
  const before = await getMember(db, id);
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  const payPasswordHash = body.pay_password ? await hashPassword(body.pay_password) : undefined;
  const frozen = body.frozen ?? undefined;
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        ...(body.nickname !== undefined ? { nickname: body.nickname || null } : {}),
        ...(passwordHash ? { passwordHash } : {}),
        // A new pay password starts its count of wrong ones afresh.
        ...(payPasswordHash ? { payPasswordHash, ...noPayPasswordChecks } : {}),
        ...(frozen !== undefined ? { frozen } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    if (passwordHash || payPasswordHash || (frozen && !before.frozen)) await revokeMemberTokensOf(tx, id);
    const after = await getMember(tx, id);
    await recordAudit(tx, actor, {
      action: 'users.update',
      target: `user:${id}`,
      before: { nickname: before.nickname, frozen: before.frozen },
      after: {
        nickname: after.nickname,
        frozen: after.frozen,
        password_changed: !!passwordHash,
        pay_password_changed: !!payPasswordHash,
      },
    });
    return after;
  });
}

/** POST /api/users/{id}/sign-out: every session of the member ends. */
export async function signOutMember(db: Db, actor: Actor, id: number) {
  await getMember(db, id);
  await db.transaction(async (tx) => {
    await revokeMemberTokensOf(tx, id);
    await recordAudit(tx, actor, { action: 'users.sign_out', target: `user:${id}` });
  });
}

/** POST /api/users/{id}/pay-password/unlock: the member may withdraw again. */
export async function unlockPayPassword(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ failures: users.payPasswordFailures })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!before) throw NotFound();
    await tx
      .update(users)
      .set({ ...noPayPasswordChecks, updatedAt: new Date() })
      .where(eq(users.id, id));
    await recordAudit(tx, actor, {
      action: 'users.pay_password_unlock',
      target: `user:${id}`,
      before: { pay_password_failures: before.failures },
      after: { pay_password_failures: 0 },
    });
  });
}

/**
 * An admin's balance edit: a recharge when positive, an adjustment when negative (DESIGN.md §4). It writes
 * with one statement, so it is whole on its own as well as inside the caller's transaction. Above the
 * four-eyes threshold (settings `approvals.balance_edit_above`, either way; 0 = off) nothing moves yet: a
 * Pending adjustment waits for a second admin, answered with 202.
 */
export async function editBalance(
  tx: Db,
  actor: Actor,
  userId: number,
  body: BalanceEdit,
): Promise<{ status: 201; data: BalanceRecord } | { status: 202; data: BalanceAdjustment }> {
  let record;
  try {
    // One round trip: the change's own statement checks the reason and the four-eyes threshold, and
    // writes the audit row (balance before, after, amount, remarks).
    record = await postEntry(
      tx,
      {
        userId,
        amount: body.amount,
        kind: body.amount > 0 ? 'recharge' : 'adjustment',
        operatorId: actor.adminId,
        remarks: body.remarks,
        reason: body.reason,
      },
      { actor, action: 'users.balance' },
    );
  } catch (refusal) {
    // Nothing moved. A reason staff do not offer is said first (422 on it); an amount above the threshold
    // waits for a second admin; anything else is the ledger's own refusal (no member, the balance's bounds).
    const threshold = await editThreshold(tx, body.reason);
    if (threshold > 0 && Math.abs(body.amount) > threshold)
      return { status: 202, data: await requestAdjustment(tx, actor, userId, body) };
    throw refusal;
  }
  return {
    status: 201,
    data: toBalanceRecord({ record, userName: record.userName, operatorName: record.operatorName }),
  };
}

// Asked only when an edit moved nothing, to say why; prepared once per connection.
const editDependencies = preparedSql<{
  reason_ok: boolean;
  approvals: { balance_edit_above?: number } | null;
}>(
  'balance_edit_dependencies',
  sql`select exists (
      select 1 from ${dictionaryItems}
      inner join ${dictionaries} on ${dictionaries.id} = ${dictionaryItems.dictionaryId}
      where ${dictionaries.code} = 'balance_reason' and ${dictionaryItems.value} = ${param('reason')}::varchar
        and ${dictionaryItems.status}
    ) as reason_ok,
    (select ${settings.value} from ${settings} where ${settings.key} = 'approvals') as approvals`,
);

/**
 * What an edit depends on (which its own statement checks too), read in one statement: its reason must be one of the balance_reason
 * dictionary's items as staff keep them now (present and switched on); the answer is the four-eyes
 * threshold (settings `approvals.balance_edit_above`, 0 = off).
 */
async function editThreshold(db: Db, reason: string): Promise<number> {
  const [row] = await editDependencies(db, { reason });
  if (!row?.reason_ok) throw Invalid('reason', messageKeys.choice);
  return row.approvals?.balance_edit_above ?? 0;
}
