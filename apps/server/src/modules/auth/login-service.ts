import { and, eq, gt } from 'drizzle-orm';
import { loginCodeStepSchema, loginPasswordStepSchema, loginRecoveryStepSchema } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { admins, loginChallenges } from '../../db/schema/index.ts';
import { Invalid, parseWith, TooManyRequests } from '../../core/errors.ts';
import { recordAudit } from '../audit-logs/service.ts';
import { report } from '../../core/signals.ts';
import { solveCaptcha } from '../captcha/service.ts';
import { acceptTotp, consumeRecoveryCode } from '../two-factor/service.ts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import { throttleKey, type LoginThrottle } from './login-throttle.ts';
import { signInSucceeded, takeSignIn } from './sign-in-throttle.ts';
import { decoyPasswordHash, verifyPassword } from '../../crypto/passwords.ts';
import { randomSecret, sameHash, sha256, splitIdSecret } from '../../crypto/secrets.ts';
import { issueAdminToken } from './tokens.ts';

const CHALLENGE_TTL_MS = 5 * 60_000;

export interface LoginContext {
  db: Db;
  throttle: LoginThrottle;
  secretBox: SecretBox;
  captcha: boolean;
  tokenTtlMs: number;
  client: { ip: string; userAgent?: string };
}

export type LoginAnswer = { token: string } | { two_factor: true; challenge: string };

// POST /api/tokens: a password step, and for admins with two-factor on, a code step (API.md Session).
export function login(ctx: LoginContext, admin: Record<string, unknown>): Promise<LoginAnswer> {
  return 'challenge' in admin ? secondFactor(ctx, admin) : passwordStep(ctx, admin);
}

async function passwordStep(ctx: LoginContext, input: Record<string, unknown>): Promise<LoginAnswer> {
  const body = parseWith(loginPasswordStepSchema, input, ['admin']);
  const email = body.email.toLowerCase();
  const keys = {
    pair: throttleKey(email, ctx.client.ip),
    account: `admin|${email}`,
    address: `admin-address|${ctx.client.ip}`,
  };
  // Counted before anything is checked; only a right password takes the count back.
  const wait = await takeSignIn(ctx.throttle, keys);
  if (wait > 0) {
    report({ type: 'throttle.refused', kind: 'sign_in' });
    throw TooManyRequests('too_many_logins', wait, 'email');
  }

  if (ctx.captcha) {
    if (!body.captcha_key || !body.captcha_code) throw Invalid('admin.captcha_code', 'validation.required');
    if (!(await solveCaptcha(ctx.db, body.captcha_key, body.captcha_code))) {
      throw Invalid('admin.captcha_code', 'captcha_invalid');
    }
  }

  const [admin] = await ctx.db.select().from(admins).where(eq(admins.email, email));
  const passwordOk = await verifyPassword(admin?.passwordHash ?? (await decoyPasswordHash()), body.password);
  if (!admin || !passwordOk || !admin.status) {
    // One message whether or not the email exists (DESIGN.md §5).
    throw Invalid('email', 'invalid_credentials');
  }
  await signInSucceeded(ctx.throttle, keys);

  if (admin.twoFactorConfirmedAt) {
    const secret = randomSecret();
    const [row] = await ctx.db
      .insert(loginChallenges)
      .values({
        adminId: admin.id,
        secretHash: sha256(secret),
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      })
      .returning({ id: loginChallenges.id });
    return { two_factor: true, challenge: `${row!.id}|${secret}` };
  }
  return { token: await signIn(ctx, admin.id) };
}

async function secondFactor(ctx: LoginContext, input: Record<string, unknown>): Promise<LoginAnswer> {
  const usesRecovery = 'recovery_code' in input;
  const body = usesRecovery
    ? parseWith(loginRecoveryStepSchema, input, ['admin'])
    : parseWith(loginCodeStepSchema, input, ['admin']);
  const parts = splitIdSecret(body.challenge);
  const [challenge] = parts
    ? await ctx.db
        .select()
        .from(loginChallenges)
        .where(and(eq(loginChallenges.id, parts.id), gt(loginChallenges.expiresAt, new Date())))
    : [];
  if (!parts || !challenge || !sameHash(challenge.secretHash, sha256(parts.secret))) {
    throw Invalid('admin.challenge', 'two_factor_challenge_invalid');
  }
  // API.md: the second-factor step has its own limit of 5 tries a minute.
  const key = `two-factor|${challenge.adminId}`;
  const wait = await ctx.throttle.take(key);
  if (wait > 0) {
    report({ type: 'throttle.refused', kind: 'two_factor' });
    throw TooManyRequests('too_many_logins', wait, usesRecovery ? 'admin.recovery_code' : 'admin.code');
  }

  const accepted =
    'recovery_code' in body
      ? await consumeRecoveryCode(ctx.db, ctx.secretBox, challenge.adminId, body.recovery_code)
      : await acceptTotp(ctx.db, ctx.secretBox, challenge.adminId, body.code);
  if (!accepted) {
    throw 'recovery_code' in body
      ? Invalid('admin.recovery_code', 'two_factor_recovery_invalid')
      : Invalid('admin.code', 'two_factor_code_invalid');
  }
  await ctx.throttle.clear(key);
  await ctx.db.delete(loginChallenges).where(eq(loginChallenges.id, challenge.id));
  return { token: await signIn(ctx, challenge.adminId) };
}

/** A token for the admin, recorded in the audit log with the address it was issued to. */
function signIn(ctx: LoginContext, adminId: number): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const token = await issueAdminToken(tx, adminId, ctx.tokenTtlMs, ctx.client);
    await recordAudit(
      tx,
      { adminId, ip: ctx.client.ip },
      { action: 'session.login', target: `admin:${adminId}` },
    );
    return token;
  });
}
