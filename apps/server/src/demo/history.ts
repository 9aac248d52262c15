import { profitOf } from '@app/contracts';
import type { LedgerEntry } from '../modules/ledger/service.ts';
import type { projects } from '../db/schema/index.ts';

// What one batch of demo members did, planned in memory before it is written: the rows to insert and,
// once their ids are known, each member's ledger entries in time order.

export const DAY_MS = 24 * 3600_000;

type Project = Pick<typeof projects.$inferSelect, 'id' | 'minAmount' | 'profitPercent' | 'periodMinutes'>;

export interface PlannedMember {
  name: string;
  nickname: string;
  invitationCode: string;
  createdAt: Date;
  superiorId: number | null;
}

export interface PlannedInvestment {
  member: number; // index of the member in the batch
  projectId: number;
  amount: number;
  profitPercent: string;
  profit: number;
  status: 'active' | 'settled';
  createdAt: Date;
  settleAt: Date;
  settledAt: Date | null;
}

export interface PlannedWithdrawal {
  member: number;
  cardNumber: string;
  bankName: string;
  amount: number;
  status: 'pending' | 'approved' | 'rejected';
  reviewComment: string | null;
  reviewed: boolean;
  createdAt: Date;
  reviewedAt: Date | null;
}

export interface BatchPlan {
  members: PlannedMember[];
  investments: PlannedInvestment[];
  withdrawals: PlannedWithdrawal[];
}

const banks = ['Bank of Commerce', 'Union Bank', 'Harbour Savings', 'Metro Credit'];
// Demo data needs variety, not secrecy: Math.random is ample and much cheaper than crypto at millions of rows.
const below = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(list: readonly T[]) => list[below(list.length)]!;

/**
 * Plans members `first … first + count - 1` of a run: each joined a day or so before the history starts
 * (about a quarter through an earlier member's invitation), invests its share of the run's investments at
 * random times (settled once their period has passed), and a third asked for a withdrawal in some review
 * state.
 */
export function planBatch(options: {
  first: number;
  count: number;
  perMember: number;
  days: number;
  now: number;
  runTag: string;
  projects: readonly Project[];
  earlierMembers: readonly number[];
}): BatchPlan {
  const { first, count, perMember, days, now, runTag, earlierMembers } = options;
  const members: PlannedMember[] = [];
  const investments: PlannedInvestment[] = [];
  const withdrawals: PlannedWithdrawal[] = [];
  for (let i = 0; i < count; i++) {
    const n = first + i;
    members.push({
      name: `demo_${runTag}_${n.toString(36)}`.toLowerCase(),
      nickname: `Member ${n + 1}`,
      invitationCode: `D${runTag}${n.toString(36).toUpperCase()}`,
      createdAt: new Date(now - days * DAY_MS - below(DAY_MS)),
      superiorId: earlierMembers.length && below(4) === 0 ? pick(earlierMembers) : null,
    });
    const target = Math.round(perMember * (n + 1)) - Math.round(perMember * n);
    for (let k = 0; k < target; k++) {
      const project = pick(options.projects);
      const amount = project.minAmount * (1 + below(5));
      const createdAt = now - below(days * DAY_MS);
      const settleAt = createdAt + project.periodMinutes * 60_000;
      const settled = settleAt <= now;
      investments.push({
        member: i,
        projectId: project.id,
        amount,
        profitPercent: project.profitPercent,
        profit: profitOf(amount, project.profitPercent),
        status: settled ? 'settled' : 'active',
        createdAt: new Date(createdAt),
        settleAt: new Date(settleAt),
        settledAt: settled ? new Date(settleAt) : null,
      });
    }
    if (below(3) === 0) {
      const createdAt = now - below(days * DAY_MS);
      const status = pick(['pending', 'approved', 'rejected'] as const);
      withdrawals.push({
        member: i,
        cardNumber: `6222${String(below(1e8)).padStart(8, '0')}`,
        bankName: pick(banks),
        amount: 1_000 * (1 + below(20)),
        status,
        reviewComment:
          status === 'pending' ? null : status === 'approved' ? 'Paid' : 'Card details do not match',
        reviewed: status !== 'pending',
        createdAt: new Date(createdAt),
        reviewedAt: status === 'pending' ? null : new Date(createdAt + 3600_000),
      });
    }
  }
  return { members, investments, withdrawals };
}

/**
 * Each member's ledger entries once the rows have ids: a top-up when joining that covers everything the
 * member later spends, then each investment, settlement, withdrawal and refund at its own time.
 */
export function ledgerOf(
  plan: BatchPlan,
  ids: { members: number[]; investments: number[]; withdrawals: number[] },
  operatorId: number | null,
): Map<number, LedgerEntry[]> {
  const entries: LedgerEntry[][] = plan.members.map((m) => [
    {
      amount: 100 * (1 + below(500)),
      kind: 'recharge',
      operatorId,
      remarks: 'Demo top-up',
      reason: 'other',
      at: m.createdAt,
    },
  ]);
  plan.investments.forEach((p, k) => {
    const list = entries[p.member]!;
    list[0]!.amount += p.amount;
    list.push({ amount: -p.amount, kind: 'investment', referenceId: ids.investments[k]!, at: p.createdAt });
    if (p.settledAt)
      list.push({
        amount: p.amount + p.profit,
        kind: 'settlement',
        referenceId: ids.investments[k]!,
        at: p.settledAt,
      });
  });
  plan.withdrawals.forEach((w, k) => {
    const list = entries[w.member]!;
    list[0]!.amount += w.amount;
    list.push({ amount: -w.amount, kind: 'withdrawal', referenceId: ids.withdrawals[k]!, at: w.createdAt });
    if (w.status === 'rejected')
      list.push({
        amount: w.amount,
        kind: 'withdrawal_refund',
        referenceId: ids.withdrawals[k]!,
        operatorId,
        at: w.reviewedAt!,
      });
  });
  const ledger = new Map<number, LedgerEntry[]>();
  entries.forEach((list, i) => {
    // The ledger applies entries in order: the top-up, made on joining, is the oldest.
    list.sort((a, b) => a.at!.getTime() - b.at!.getTime());
    ledger.set(ids.members[i]!, list);
  });
  return ledger;
}
