import { and, eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { recordAudit } from '../audit-logs/service.ts';
import { admins } from '../../db/schema/index.ts';
import { Conflict, Invalid, NotFound } from '../../http/errors.ts';
import { verifyPassword } from '../auth/passwords.ts';
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

function recoveryCodesOf(row: { twoFactorRecoveryCodes: string | null }): string[] {
  return row.twoFactorRecoveryCodes ? (JSON.parse(row.twoFactorRecoveryCodes) as string[]) : [];
}

/** A new secret and recovery codes, not confirmed until a code from the authenticator is shown. */
/** Writes a change of the admin's two-factor state together with its audit row. */
async function changeTwoFactor(
  db: Db,
  actor: Actor,
  action: string,
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

export async function enableTwoFactor(db: Db, actor: Actor, currentPassword: string) {
  const row = await requirePassword(db, actor.adminId!, currentPassword);
  // Replacing a confirmed secret would silently break the admin's authenticator: disable first.
  if (row.twoFactorConfirmedAt) throw Conflict('two_factor_already_enabled');
  await changeTwoFactor(db, actor, 'two-factor.enable', {
    twoFactorSecret: newTotpSecret(),
    twoFactorRecoveryCodes: JSON.stringify(newRecoveryCodes()),
    twoFactorConfirmedAt: null,
    twoFactorLastStep: null,
  });
}

export async function confirmTwoFactor(db: Db, actor: Actor, code: string) {
  const row = await adminRow(db, actor.adminId!);
  if (!row.twoFactorSecret) throw NotFound();
  if (!(await acceptTotp(db, row.id, code))) throw Invalid('code', 'two_factor_code_invalid');
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

export async function twoFactorSecret(db: Db, adminId: number) {
  const row = await adminRow(db, adminId);
  if (!row.twoFactorSecret) throw NotFound();
  return row.twoFactorSecret;
}

export async function twoFactorQrCode(db: Db, adminId: number) {
  const row = await adminRow(db, adminId);
  if (!row.twoFactorSecret) throw NotFound();
  const url = totpUri(row.twoFactorSecret, row.email);
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1 });
  return { svg, url };
}

export async function recoveryCodes(db: Db, adminId: number) {
  const row = await adminRow(db, adminId);
  if (!row.twoFactorSecret) throw NotFound();
  return recoveryCodesOf(row);
}

export async function regenerateRecoveryCodes(db: Db, actor: Actor) {
  const row = await adminRow(db, actor.adminId!);
  if (!row.twoFactorSecret) throw NotFound();
  await changeTwoFactor(db, actor, 'two-factor.recovery-codes', {
    twoFactorRecoveryCodes: JSON.stringify(newRecoveryCodes()),
  });
}

/** API.md: a recovery code used at sign-in is replaced by a fresh one. */
export async function consumeRecoveryCode(db: Db, adminId: number, code: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(admins).where(eq(admins.id, adminId)).for('update');
    if (!row?.twoFactorConfirmedAt) return false;
    const codes = recoveryCodesOf(row);
    const index = codes.indexOf(code.trim());
    if (index < 0) return false;
    codes[index] = newRecoveryCode();
    await tx
      .update(admins)
      .set({ twoFactorRecoveryCodes: JSON.stringify(codes) })
      .where(eq(admins.id, adminId));
    return true;
  });
}

/** Accepts a TOTP code once: the step is recorded with a conditional update, so a replay or a race loses. */
export async function acceptTotp(db: Db, adminId: number, code: string): Promise<boolean> {
  const [admin] = await db.select().from(admins).where(eq(admins.id, adminId));
  if (!admin?.twoFactorSecret) return false;
  const step = await checkTotp(admin.twoFactorSecret, code, admin.twoFactorLastStep);
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
