import { index, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

// Captchas live in the database so any server process can check one another issued.
export const captchas = pgTable('captchas', {
  key: varchar('key', { length: 64 }).primaryKey(),
  answerHash: varchar('answer_hash', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// Failed sign-ins, counted per key (email+IP) over a sliding minute for throttling.
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 400 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_created_idx').on(t.key, t.createdAt)],
);
