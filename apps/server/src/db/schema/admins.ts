import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { departments } from './departments.ts';
import { roles } from './roles.ts';

export const admins = pgTable('admins', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  email: varchar('email', { length: 255 }).notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  roleId: integer('role_id').references(() => roles.id, { onDelete: 'restrict' }),
  departmentId: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
  status: boolean('status').notNull().default(true),
  twoFactorSecret: text('two_factor_secret'),
  twoFactorRecoveryCodes: text('two_factor_recovery_codes'),
  twoFactorConfirmedAt: timestamp('two_factor_confirmed_at', { withTimezone: true }),
  // Last accepted TOTP time step: a code of that step or earlier is a replay (API.md: no reuse).
  twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const adminTokens = pgTable(
  'admin_tokens',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('admin_tokens_admin_id_idx').on(t.adminId)],
);

// A password accepted for an admin with two-factor on waits here for its code (API.md second factor).
export const loginChallenges = pgTable('login_challenges', {
  id: serial('id').primaryKey(),
  adminId: integer('admin_id')
    .notNull()
    .references(() => admins.id, { onDelete: 'cascade' }),
  secretHash: varchar('secret_hash', { length: 64 }).notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
