import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bulkInsert } from '../db/bulk-insert.ts';
import { admins, projects } from '../db/schema/index.ts';
import type { Actor } from '../core/actor.ts';
import { hashPassword } from '../crypto/passwords.ts';
import { createCategory } from '../modules/categories/service.ts';
import { createProject } from '../modules/projects/service.ts';
import { postEntries } from '../modules/ledger/service.ts';
import { ledgerOf, planBatch, type BatchPlan } from './history.ts';

export interface DemoOptions {
  users: number;
  investments: number;
  /** How far back the history reaches. */
  days?: number;
  /** Batches written at once, each in its own transaction on its own connection (PostgreSQL). */
  concurrency?: number;
  /** About how many investments one transaction writes (whole members per batch). */
  investmentsPerBatch?: number;
  log?: (line: string) => void;
}

const categorySeeds = [
  {
    name: 'Fixed income',
    projects: [
      ['Steady 7', 7, '3.5', 100_00],
      ['Steady 30', 30, '9.2', 500_00],
    ],
  },
  {
    name: 'Growth',
    projects: [
      ['Growth 60', 60, '14.75', 1_000_00],
      ['Growth 90', 90, '21', 2_000_00],
    ],
  },
  {
    name: 'Short term',
    projects: [
      ['Daily plus', 1, '0.8', 50_00],
      ['Weekend', 3, '1.9', 100_00],
    ],
  },
  { name: 'Premium', projects: [['Premium 180', 180, '36.5', 10_000_00]] },
] as const;

/** Categories and projects through their services, as staff would create them. */
async function demoProjects(db: Db, actor: Actor) {
  const existing = await db.select().from(projects).orderBy(asc(projects.id));
  if (existing.length) return existing;
  for (const [index, c] of categorySeeds.entries()) {
    const category = await createCategory(db, actor, { name: c.name, sort: index + 1, icon: null });
    for (const [name, days, percent, min] of c.projects) {
      await createProject(db, actor, {
        name,
        category_id: category.id,
        cover: null,
        min_amount: min,
        profit_percent: percent,
        // Demo periods are in minutes as in production; "days" projects run for that many days.
        period_minutes: days * 24 * 60,
        hidden: false,
        max_times: 0,
      });
    }
  }
  return db.select().from(projects).orderBy(asc(projects.id));
}

/**
 * Realistic members with a history: a top-up, investments (settled once their period has passed), and
 * withdrawals in every state. Members are plain rows; every money movement goes through the ledger
 * (postEntries), in time order, so the books balance exactly as in production.
 *
 * Members are written in batches of whole members, one transaction each. Batches share no member, so
 * several of them can be written at once on separate connections without ever waiting for each other.
 */
export async function generateDemoData(db: Db, options: DemoOptions) {
  const log = options.log ?? (() => {});
  const days = options.days ?? 30;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const now = Date.now();
  const [operator] = await db.select().from(admins).orderBy(asc(admins.id)).limit(1);
  const actor: Actor = { adminId: operator?.id ?? null, ip: null };
  const projectRows = await demoProjects(db, actor);
  // One hash for every demo member keeps generation fast; each member can sign in with "member123" and
  // withdraw with the pay password "246810".
  const [passwordHash, payPasswordHash] = await Promise.all([
    hashPassword('member123'),
    hashPassword('246810'),
  ]);
  const perMember = options.investments / Math.max(1, options.users);
  const batchMembers = Math.max(
    1,
    Math.min(5_000, Math.floor((options.investmentsPerBatch ?? 20_000) / Math.max(1, perMember))),
  );
  const runTag = now.toString(36).toUpperCase();
  const earlierMembers: number[] = [];
  const started = Date.now();
  let next = 0;
  let doneMembers = 0;
  let made = 0;

  const writeBatch = (first: number, count: number) =>
    db.transaction(async (tx) => {
      // Demo history is rebuilt at will: a batch lost to a crash right after commit costs nothing.
      await tx.execute(sql`set local synchronous_commit = off`);
      const plan = planBatch({
        first,
        count,
        perMember,
        days,
        now,
        runTag,
        projects: projectRows,
        earlierMembers,
      });
      const ids = await insertRows(tx, plan, { passwordHash, payPasswordHash, reviewerId: actor.adminId });
      await postEntries(tx, ledgerOf(plan, ids, actor.adminId));
      return { members: ids.members, investments: plan.investments.length };
    });

  const worker = async () => {
    while (next < options.users) {
      const first = next;
      const count = Math.min(batchMembers, options.users - first);
      next += count;
      const written = await writeBatch(first, count);
      earlierMembers.push(...written.members);
      doneMembers += count;
      made += written.investments;
      log(`${doneMembers} members, ${made} investments (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { users: options.users, investments: made };
}

/** The batch's members, investments and withdrawals, one statement each; answers their ids in plan order. */
async function insertRows(
  tx: Db,
  plan: BatchPlan,
  fixed: { passwordHash: string; payPasswordHash: string; reviewerId: number | null },
) {
  const members = await bulkInsert(
    tx,
    'users',
    {
      name: 'varchar',
      nickname: 'varchar',
      password_hash: 'text',
      pay_password_hash: 'text',
      invitation_code: 'varchar',
      superior_id: 'int',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    plan.members.map((m) => ({
      name: m.name,
      nickname: m.nickname,
      password_hash: fixed.passwordHash,
      pay_password_hash: fixed.payPasswordHash,
      invitation_code: m.invitationCode,
      superior_id: m.superiorId,
      created_at: m.createdAt,
      updated_at: m.createdAt,
    })),
    { returningIds: true },
  );
  const investments = await bulkInsert(
    tx,
    'investments',
    {
      user_id: 'int',
      project_id: 'int',
      amount: 'bigint',
      profit_percent: 'numeric',
      profit: 'bigint',
      status: 'varchar',
      created_at: 'timestamptz',
      settle_at: 'timestamptz',
      settled_at: 'timestamptz',
    },
    plan.investments.map((r) => ({
      user_id: members[r.member]!,
      project_id: r.projectId,
      amount: r.amount,
      profit_percent: r.profitPercent,
      profit: r.profit,
      status: r.status,
      created_at: r.createdAt,
      settle_at: r.settleAt,
      settled_at: r.settledAt,
    })),
    { returningIds: true },
  );
  const withdrawals = await bulkInsert(
    tx,
    'withdrawals',
    {
      user_id: 'int',
      account_name: 'varchar',
      card_number: 'varchar',
      bank_name: 'varchar',
      amount: 'bigint',
      status: 'varchar',
      review_comment: 'text',
      reviewer_id: 'int',
      reviewed_at: 'timestamptz',
      created_at: 'timestamptz',
    },
    plan.withdrawals.map((w) => ({
      user_id: members[w.member]!,
      account_name: `Member ${members[w.member]!}`,
      card_number: w.cardNumber,
      bank_name: w.bankName,
      amount: w.amount,
      status: w.status,
      review_comment: w.reviewComment,
      reviewer_id: w.reviewed ? fixed.reviewerId : null,
      reviewed_at: w.reviewedAt,
      created_at: w.createdAt,
    })),
    { returningIds: true },
  );
  return { members, investments, withdrawals };
}
