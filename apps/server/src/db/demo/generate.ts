import { randomInt } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { profitOf } from '@app/contracts';
import type { Db } from '../client.ts';
import { bulkInsert } from '../bulk-insert.ts';
import { admins, projects, users, withdrawals } from '../schema/index.ts';
import type { Actor } from '../../http/actor.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { createCategory } from '../../modules/categories/service.ts';
import { createProject } from '../../modules/projects/service.ts';
import { applyLedger, type LedgerEntry } from '../../modules/ledger/service.ts';

export interface DemoOptions {
  users: number;
  investments: number;
  /** How far back the history reaches. */
  days?: number;
  log?: (line: string) => void;
}

const DAY_MS = 24 * 3600_000;
const CHUNK = 250; // members per transaction

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

const banks = ['Bank of Commerce', 'Union Bank', 'Harbour Savings', 'Metro Credit'];
const pick = <T>(list: readonly T[]) => list[randomInt(list.length)]!;

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
 * Realistic members with a history: a recharge, investments (settled once their period has passed),
 * and withdrawals in every state. Members are plain rows; every money movement goes through the ledger
 * (changeBalances), in time order, so the books balance exactly as in production.
 */
export async function generateDemoData(db: Db, options: DemoOptions) {
  const log = options.log ?? (() => {});
  const days = options.days ?? 30;
  const now = Date.now();
  const [operator] = await db.select().from(admins).orderBy(asc(admins.id)).limit(1);
  const actor: Actor = { adminId: operator?.id ?? null, ip: null };
  const projectRows = await demoProjects(db, actor);
  // One hash for every demo member keeps generation fast; each member can sign in with "member123".
  const [passwordHash, payPasswordHash] = await Promise.all([
    hashPassword('member123'),
    hashPassword('123456'),
  ]);
  const perMember = options.investments / Math.max(1, options.users);
  let made = 0;
  const started = Date.now();
  const runTag = Math.floor(now / 1000)
    .toString(36)
    .toUpperCase();
  const earlier: number[] = [];

  for (let first = 0; first < options.users; first += CHUNK) {
    const count = Math.min(CHUNK, options.users - first);
    await db.transaction(async (tx) => {
      const tag = `${now.toString(36)}${first.toString(36)}`;
      const members = await tx
        .insert(users)
        .values(
          Array.from({ length: count }, (_, i) => ({
            name: `demo_${tag}_${i}`,
            nickname: `Member ${first + i + 1}`,
            passwordHash,
            payPasswordHash,
            invitationCode: `D${runTag}${(first + i).toString(36).toUpperCase()}`,
            createdAt: new Date(now - days * DAY_MS - randomInt(DAY_MS)),
            // About a quarter of the members came through an earlier member's invitation.
            superiorId: earlier.length && randomInt(4) === 0 ? pick(earlier) : null,
          })),
        )
        .returning({ id: users.id, createdAt: users.createdAt });

      const plans = members.map((m, i) => {
        const target = Math.round(perMember * (first + i + 1)) - Math.round(perMember * (first + i));
        return Array.from({ length: target }, () => {
          const project = pick(projectRows);
          const amount = project.minAmount * (1 + randomInt(5));
          const createdAt = new Date(now - randomInt(days * DAY_MS));
          const settleAt = new Date(createdAt.getTime() + project.periodMinutes * 60_000);
          const settled = settleAt.getTime() <= now;
          return {
            userId: m.id,
            projectId: project.id,
            amount,
            profitPercent: project.profitPercent,
            profit: profitOf(amount, project.profitPercent),
            status: settled ? ('settled' as const) : ('active' as const),
            createdAt,
            settleAt,
            settledAt: settled ? settleAt : null,
          };
        });
      });
      const rows = plans.flat();
      const ids = await bulkInsert(
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
        rows.map((r) => ({
          user_id: r.userId,
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
      // A third of the members asked for a withdrawal, in every review state.
      const asking = members
        .filter(() => randomInt(3) === 0)
        .map((m) => {
          const createdAt = new Date(now - randomInt(days * DAY_MS));
          const status = pick(['pending', 'approved', 'rejected'] as const);
          return {
            userId: m.id,
            accountName: `Member ${m.id}`,
            cardNumber: `6222${String(randomInt(1e8)).padStart(8, '0')}`,
            bankName: pick(banks),
            amount: 1_000 * (1 + randomInt(20)),
            status,
            reviewComment:
              status === 'pending' ? null : status === 'approved' ? 'Paid' : 'Card details do not match',
            reviewerId: status === 'pending' ? null : actor.adminId,
            reviewedAt: status === 'pending' ? null : new Date(createdAt.getTime() + 3600_000),
            createdAt,
          };
        });
      const asked = new Map(
        (asking.length ? await tx.insert(withdrawals).values(asking).returning() : []).map((w) => [
          w.userId,
          w,
        ]),
      );
      let cursor = 0;
      const ledger = new Map<number, LedgerEntry[]>();
      for (const [i, m] of members.entries()) {
        const plan = plans[i]!;
        const planIds = ids.slice(cursor, cursor + plan.length);
        cursor += plan.length;
        const entries: LedgerEntry[] = [
          {
            amount:
              plan.reduce((sum, p) => sum + p.amount, 0) +
              (asked.get(m.id)?.amount ?? 0) +
              100 * randomInt(1, 500),
            kind: 'recharge',
            operatorId: actor.adminId,
            remarks: 'Demo top-up',
            at: m.createdAt,
          },
        ];
        plan.forEach((p, k) => {
          entries.push({ amount: -p.amount, kind: 'investment', referenceId: planIds[k]!, at: p.createdAt });
          if (p.settledAt)
            entries.push({
              amount: p.amount + p.profit,
              kind: 'settlement',
              referenceId: planIds[k]!,
              at: p.settledAt,
            });
        });
        const w = asked.get(m.id);
        if (w) {
          entries.push({ amount: -w.amount, kind: 'withdrawal', referenceId: w.id, at: w.createdAt });
          if (w.status === 'rejected') {
            entries.push({
              amount: w.amount,
              kind: 'withdrawal_refund',
              referenceId: w.id,
              operatorId: actor.adminId,
              at: w.reviewedAt!,
            });
          }
        }
        // The ledger applies entries in time order: the first one (the recharge) is the oldest.
        entries.sort((a, b) => a.at!.getTime() - b.at!.getTime());
        ledger.set(m.id, entries);
      }
      await applyLedger(tx, ledger);
      earlier.push(...members.map((m) => m.id));
      made += rows.length;
    });
    log(
      `${Math.min(first + CHUNK, options.users)} members, ${made} investments (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  return { users: options.users, investments: made };
}
