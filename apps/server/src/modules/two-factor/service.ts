import { and, eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { AuditAction } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../core/actor.ts';
import { recordAudit } from '../audit-logs/service.ts';
import { admins } from '../../db/schema/index.ts';
import { Conflict, Invalid, NotFound } from '../../core/errors.ts';
import { verifyPassword } from '../../crypto/passwords.ts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import { checkTotp, newRecoveryCode, newRecoveryCodes, newTotpSecret, totpUri } from './totp.ts';

async function adminRow(db: Db, adminId: number) {
  const [row] = await db.select().from(admins).where(eq(admins.id, adminId));
  if (!row) throw NotFound();
  return row;
}

async function requirePassword(db: Db, adminId: number, password: string) {
  const row = await adminRow(db, adminId);
  if (!(await verifyPassword(row.passwordHash, password)))
    throw Invalid('current_password', 'current_password_wrong');
  return row;
}

type AdminRow = typeof admins.$inferSelect;

// Both are sealed in the database (secret-box.ts), each under its own context and its admin's id.
const secretContext = (adminId: number) => `admin:${adminId}:two-factor-secret`;
const codesContext = (adminId: number) => `admin:${adminId}:recovery-codes`;

const sealSecret = (box: SecretBox, adminId: number, secret: string) =>
  box.seal(secret, secretContext(adminId));
const sealCodes = (box: SecretBox, adminId: number, codes: string[]) =>
  box.seal(JSON.stringify(codes), codesContext(adminId));

/** The admin's two-factor secret, or null when two-factor was never begun. */
function secretOf(box: SecretBox, row: AdminRow): string | null {
  return row.twoFactorSecret === null ? null : box.open(row.twoFactorSecret, secretContext(row.id));
}

function recoveryCodesOf(box: SecretBox, row: AdminRow): string[] {
  return row.twoFactorRecoveryCodes === null
    ? []
    : (JSON.parse(box.open(row.twoFactorRecoveryCodes, codesContext(row.id))) as string[]);
}

/** Two-factor was begun (a secret is stored): the routes that read or renew its parts answer 404 otherwise. */
function requireBegun(row: AdminRow): void {
  if (row.twoFactorSecret === null) throw NotFound();
}

/** The secret itself, opened (404 when two-factor was never begun). */
function requireSecret(box: SecretBox, row: AdminRow): string {
  const secret = secretOf(box, row);
  if (secret === null) throw NotFound();
  return secret;
}

/** Writes a change of the admin's two-factor state together with its audit row. */
async function changeTwoFactor(
  db: Db,
  actor: Actor,
  action: AuditAction,
  values: Partial<typeof admins.$inferInsert>,
) {
  const adminId = actor.adminId!;
  await db.transaction(async (tx) => {
    await tx
      .update(admins)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(admins.id, adminId));
    await recordAudit(tx, actor, { action, target: `admin:${adminId}` });
  });
}

/** A new secret and recovery codes, not confirmed until a code from the authenticator is shown. */
export async function enableTwoFactor(db: Db, box: SecretBox, actor: Actor, currentPassword: string) {
  const row = await requirePassword(db, actor.adminId!, currentPassword);
  // Replacing a confirmed secret would silently break the admin's authenticator: disable first.
  if (row.twoFactorConfirmedAt) throw Conflict('two_factor_already_enabled');
  await changeTwoFactor(db, actor, 'two-factor.enable', {
    twoFactorSecret: sealSecret(box, row.id, newTotpSecret()),
    twoFactorRecoveryCodes: sealCodes(box, row.id, newRecoveryCodes()),
    twoFactorConfirmedAt: null,
    twoFactorLastStep: null,
  });
}

export async function confirmTwoFactor(db: Db, box: SecretBox, actor: Actor, code: string) {
  requireBegun(await adminRow(db, actor.adminId!));
  if (!(await acceptTotp(db, box, actor.adminId!, code))) throw Invalid('code', 'two_factor_code_invalid');
  await changeTwoFactor(db, actor, 'two-factor.confirm', { twoFactorConfirmedAt: new Date() });
}

export async function disableTwoFactor(db: Db, actor: Actor, currentPassword: string) {
  await requirePassword(db, actor.adminId!, currentPassword);
  await changeTwoFactor(db, actor, 'two-factor.disable', {
    twoFactorSecret: null,
    twoFactorRecoveryCodes: null,
    twoFactorConfirmedAt: null,
    twoFactorLastStep: null,
  });
}

export async function twoFactorSecret(db: Db, box: SecretBox, adminId: number) {
  return requireSecret(box, await adminRow(db, adminId));
}

export async function twoFactorQrCode(db: Db, box: SecretBox, adminId: number) {
  const row = await adminRow(db, adminId);
  const url = totpUri(requireSecret(box, row), row.email);
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1 });
  return { svg, url };
}

export async function recoveryCodes(db: Db, box: SecretBox, adminId: number) {
  const row = await adminRow(db, adminId);
  requireBegun(row);
  return recoveryCodesOf(box, row);
}

export async function regenerateRecoveryCodes(db: Db, box: SecretBox, actor: Actor) {
  const row = await adminRow(db, actor.adminId!);
  requireBegun(row);
  await changeTwoFactor(db, actor, 'two-factor.recovery-codes', {
    twoFactorRecoveryCodes: sealCodes(box, row.id, newRecoveryCodes()),
  });
}

/** API.md: a recovery code used at sign-in is replaced by a fresh one. */
export async function consumeRecoveryCode(
  db: Db,
  box: SecretBox,
  adminId: number,
  code: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(admins).where(eq(admins.id, adminId)).for('update');
    if (!row?.twoFactorConfirmedAt) return false;
    const codes = recoveryCodesOf(box, row);
    const index = codes.indexOf(code.trim());
    if (index < 0) return false;
    codes[index] = newRecoveryCode();
    await tx
      .update(admins)
      .set({ twoFactorRecoveryCodes: sealCodes(box, adminId, codes) })
      .where(eq(admins.id, adminId));
    return true;
  });
}

/** Accepts a TOTP code once: the step is recorded with a conditional update, so a replay or a race loses. */
export async function acceptTotp(db: Db, box: SecretBox, adminId: number, code: string): Promise<boolean> {
  const [admin] = await db.select().from(admins).where(eq(admins.id, adminId));
  const secret = admin ? secretOf(box, admin) : null;
  if (!admin || secret === null) return false;
  const step = await checkTotp(secret, code, admin.twoFactorLastStep);
  if (step === null) return false;
  const updated = await db
    .update(admins)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(admins.id, adminId),
        sql`(${admins.twoFactorLastStep} is null or ${admins.twoFactorLastStep} < ${step})`,
      ),
    )
    .returning({ id: admins.id });
  return updated.length === 1;
}

/**
 * At start: seals the two-factor secrets and recovery codes stored in plain text (before values were
 * sealed) or under a previous key, so that every value opens under the current key alone. Each row is
 * rewritten only if it still holds what was read. A value that opens under no key is left as it is and
 * counted: one broken row must not keep the server from starting.
 */
export async function resealTwoFactorValues(
  db: Db,
  box: SecretBox,
): Promise<{ resealed: number; unreadable: number[] }> {
  const rows = await db
    .select({ id: admins.id, secret: admins.twoFactorSecret, codes: admins.twoFactorRecoveryCodes })
    .from(admins)
    .where(sql`${admins.twoFactorSecret} is not null or ${admins.twoFactorRecoveryCodes} is not null`);
  const result = { resealed: 0, unreadable: [] as number[] };
  for (const row of rows) {
    let secret: string | null;
    let codes: string | null;
    try {
      secret = row.secret === null ? null : box.reseal(row.secret, secretContext(row.id));
      codes = row.codes === null ? null : box.reseal(row.codes, codesContext(row.id));
    } catch {
      result.unreadable.push(row.id);
      continue;
    }
    if (secret === null && codes === null) continue;
    const updated = await db
      .update(admins)
      .set({
        ...(secret === null ? {} : { twoFactorSecret: secret }),
        ...(codes === null ? {} : { twoFactorRecoveryCodes: codes }),
      })
      .where(
        and(
          eq(admins.id, row.id),
          sql`${admins.twoFactorSecret} is not distinct from ${row.secret}`,
          sql`${admins.twoFactorRecoveryCodes} is not distinct from ${row.codes}`,
        ),
      )
      .returning({ id: admins.id });
    result.resealed += updated.length;
  }
  return result;
}
