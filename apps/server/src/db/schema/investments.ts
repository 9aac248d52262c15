import type { InvestmentStatus } from '@app/contracts';
import { bigint, bigserial, index, integer, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { projects } from './projects.ts';
import { users } from './users.ts';

export const investments = pgTable(
  'investments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    // The project's terms when the member invested: later edits of the project do not change them.
    profitPercent: numeric('profit_percent', { precision: 12, scale: 4 }).notNull(),
    profit: bigint('profit', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 16 }).$type<InvestmentStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settleAt: timestamp('settle_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('investments_due_idx').on(t.status, t.settleAt),
    index('investments_created_idx').on(t.createdAt, t.id),
    index('investments_status_created_idx').on(t.status, t.createdAt, t.id),
    // A member's investments in a project (the times-per-member limit), and when: the dashboard counts each
    // project's distinct investors of a range from this index alone, in its order, without hashing.
    index('investments_user_project_created_idx').on(t.userId, t.projectId, t.createdAt),
    index('investments_project_created_idx').on(t.projectId, t.createdAt, t.id),
  ],
);

export { investmentStatuses, type InvestmentStatus } from '@app/contracts';
