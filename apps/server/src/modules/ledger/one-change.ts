import { eq, sql } from 'drizzle-orm';
import type { AuditAction } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { param, preparedSql } from '../../db/prepared-sql.ts';
import {
  dictionaries,
  dictionaryItems,
  settings,
  users,
  type BalanceRecordKind,
} from '../../db/schema/index.ts';
import type { Actor } from '../../core/actor.ts';
import { Invalid, NotFound } from '../../core/errors.ts';
import { report } from '../../core/signals.ts';
import { tooLarge, type BalanceChange, type BalanceRecordRow } from './service.ts';

/** A ledger record as one change answers it: with the member's and the operator's names. */
export type RecordedChange = BalanceRecordRow & { userName: string; operatorName: string | null };

/**
 * An admin's edit is audited in the same statement (the balance before, and after with the amount), and
 * moves nothing unless its reason is a balance_reason item switched on and its amount is within the
 * four-eyes threshold (settings `approvals.balance_edit_above`, 0 = off): the edit checks what it depends
 * on in its own round trip, and its caller asks why only when nothing moved.
 */
export interface ChangeAudit {
  actor: Actor;
  action: AuditAction;
}

interface Row {
  id: number | string;
  user_id: number;
  amount: number | string;
  balance_before: number | string;
  balance_after: number | string;
  kind: BalanceRecordKind;
  reference_id: number | string | null;
  operator_id: number | null;
  remarks: string | null;
  reason: string | null;
  created_at: string;
  user_name: string;
  operator_name: string | null;
}

const amount = sql`${param('amount')}::bigint`;

// An admin edit's conditions beside the balance's: its reason, and its amount against the four-eyes
// threshold (none when 0 or unset).
const editAllowed = sql`exists (
        select 1 from ${dictionaryItems}
        inner join ${dictionaries} on ${dictionaries.id} = ${dictionaryItems.dictionaryId}
        where ${dictionaries.code} = 'balance_reason' and ${dictionaryItems.value} = ${param('reason')}::varchar
          and ${dictionaryItems.status}
      )
      and abs(${amount}) <= coalesce(nullif(greatest(coalesce(
        (select (${settings.value} ->> 'balance_edit_above')::numeric from ${settings} where ${settings.key} = 'approvals'),
        0), 0), 0), abs(${amount}))`;

// One member, one change, one statement: the UPDATE takes the member's row lock and checks its condition
// under that lock (so the result is never below zero nor past a safe integer), and the record is written
// from the locked row. The hot paths (admin edits, investments, withdrawals) make one round trip where
// postEntries makes three; an admin's edit writes its audit row in the same statement.
const changeStatement = (audited: boolean) =>
  preparedSql<Row>(
    audited ? 'ledger_change_one_audited' : 'ledger_change_one',
    sql`with moved as (
      update users set balance = balance + ${amount}, updated_at = now()
      where id = ${param('userId')}::int
        and balance + ${amount} between 0 and ${sql.raw(String(Number.MAX_SAFE_INTEGER))}${
          audited ? sql` and ${editAllowed}` : sql``
        }
      returning id, name, balance
    ), recorded as (
      insert into balance_records
        (user_id, amount, balance_before, balance_after, kind, reference_id, operator_id, remarks, reason, created_at)
      select id, ${amount}, balance - ${amount}, balance, ${param('kind')}, ${param('referenceId')}::bigint,
        ${param('operatorId')}::int, ${param('remarks')}::text, ${param('reason')}::varchar,
        coalesce(${param('at')}::timestamptz, now())
      from moved
      returning *
    )${
      audited
        ? sql`, audited as (
      insert into audit_logs (admin_id, ip, action, target, before, after)
      select ${param('auditAdminId')}::int, ${param('auditIp')}::varchar, ${param('auditAction')}::varchar,
        'user:' || user_id, jsonb_build_object('balance', balance_before),
        jsonb_build_object('balance', balance_after, 'amount', amount, 'remarks', remarks, 'reason', reason)
      from recorded
    )`
        : sql``
    }
    select recorded.id, recorded.user_id, recorded.amount, recorded.balance_before, recorded.balance_after,
      recorded.kind, recorded.reference_id, recorded.operator_id, recorded.remarks, recorded.reason,
      to_char(recorded.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      moved.name as user_name, admins.name as operator_name
    from recorded join moved on true left join admins on admins.id = recorded.operator_id`,
  );
const changeOne = changeStatement(false);
const changeOneAudited = changeStatement(true);

/**
 * The ledger's entry point for one change of one balance (DESIGN.md §4): an admin's edit, an investment, a
 * withdrawal and its refund. Many entries at once go through its pair, postEntries (ledger/service.ts).
 * In the caller's transaction, with the rules of postEntries:
 * a missing member is 404, a result below zero is `balance_insufficient` on `change.field`. Its one
 * statement writes everything, so on a bare connection it is a transaction of its own.
 */
export async function postEntry(tx: Db, change: BalanceChange, audit?: ChangeAudit): Promise<RecordedChange> {
  const field = change.field ?? 'amount';
  if (!Number.isSafeInteger(change.amount) || change.amount === 0)
    throw Invalid(field, 'validation.non_zero');
  const params = {
    amount: change.amount,
    userId: change.userId,
    kind: change.kind,
    referenceId: change.referenceId ?? null,
    operatorId: change.operatorId ?? null,
    remarks: change.remarks ?? null,
    reason: change.reason ?? null,
    at: change.at?.toISOString() ?? null,
  };
  const [row] = audit
    ? await changeOneAudited(tx, {
        ...params,
        auditAdminId: audit.actor.adminId,
        auditIp: audit.actor.ip?.slice(0, 64) ?? null,
        auditAction: audit.action,
      })
    : await changeOne(tx, params);
  if (!row) throw await whyRefused(tx, change.userId, change.amount, field);
  report({ type: 'ledger.written', kind: row.kind, records: 1 });
  return {
    id: Number(row.id),
    userId: row.user_id,
    amount: Number(row.amount),
    balanceBefore: Number(row.balance_before),
    balanceAfter: Number(row.balance_after),
    kind: row.kind,
    referenceId: row.reference_id === null ? null : Number(row.reference_id),
    operatorId: row.operator_id,
    remarks: row.remarks,
    reason: row.reason,
    createdAt: new Date(row.created_at),
    userName: row.user_name,
    operatorName: row.operator_name,
  };
}

/** Why the one-statement change moved nothing: no such member, or a result out of bounds. */
export async function whyRefused(tx: Db, userId: number, change: number, field: string) {
  const [user] = await tx.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  if (!user) return NotFound();
  if (user.balance + change < 0) return Invalid(field, 'balance_insufficient');
  return tooLarge(tx, field);
}
