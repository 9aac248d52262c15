import { randomInt } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { normalisePercent, type MemberRegister } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { refuseTaken } from '../../db/unique.ts';
import { projectCategories, projects, users } from '../../db/schema/index.ts';
import { Invalid, NotFound, TooManyRequests, uniqueOn } from '../../core/errors.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { signInSucceeded, takeSignIn } from '../auth/sign-in-throttle.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../crypto/passwords.ts';
import { report } from '../../core/signals.ts';
import { readSettings } from '../settings/service.ts';
import { issueMemberToken } from './tokens.ts';

// Unambiguous characters only: codes are read aloud and typed by hand.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newInvitationCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

async function unusedInvitationCode(db: Db) {
  for (;;) {
    const code = newInvitationCode();
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.invitationCode, code));
    if (!taken) return code;
  }
}

/** Every member gets their own invitation code; the owner of the code they used becomes their superior. */
export async function registerMember(db: Db, body: MemberRegister, tokenTtlMs: number) {
  const { invitation_code_required: required } = await readSettings(db);
  const code = body.invitation_code?.trim().toUpperCase();
  if (required && !code) throw Invalid('invitation_code', 'invitation_code_required');
  let superiorId: number | null = null;
  if (code) {
    const [superior] = await db.select({ id: users.id }).from(users).where(eq(users.invitationCode, code));
    if (!superior) throw Invalid('invitation_code', 'invitation_code_unknown');
    superiorId = superior.id;
  }
  await refuseTaken(db, users, users.id, 'name', eq(users.name, body.name));
  const [passwordHash, payPasswordHash] = await Promise.all([
    hashPassword(body.password),
    hashPassword(body.pay_password),
  ]);
  const invitationCode = await unusedInvitationCode(db);
  const [user] = await uniqueOn('name', () =>
    db
      .insert(users)
      .values({ name: body.name, passwordHash, payPasswordHash, invitationCode, superiorId })
      .returning({ id: users.id }),
  );
  return { token: await issueMemberToken(db, user!.id, tokenTtlMs) };
}

export async function memberLogin(
  db: Db,
  throttle: LoginThrottle,
  body: { name: string; password: string },
  ip: string,
  tokenTtlMs: number,
) {
  const name = body.name.toLowerCase();
  const keys = {
    pair: `member|${name}|${ip}`,
    account: `member-name|${name}`,
    address: `member-address|${ip}`,
  };
  // Counted before the password is checked (DESIGN.md §5); only a right one takes the count back.
  const wait = await takeSignIn(throttle, keys);
  if (wait > 0) {
    report({ type: 'throttle.refused', kind: 'member_sign_in' });
    throw TooManyRequests('too_many_logins', wait, 'name');
  }
  const [user] = await db.select().from(users).where(eq(users.name, body.name));
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), body.password);
  if (!user || !ok) throw Invalid('name', 'member_credentials_invalid');
  await signInSucceeded(throttle, keys);
  // Said only to whoever knows the password: staff froze the account.
  if (user.frozen) throw Invalid('name', 'member_frozen');
  return { token: await issueMemberToken(db, user.id, tokenTtlMs) };
}

export async function memberProfile(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw NotFound();
  return {
    id: user.id,
    name: user.name,
    nickname: user.nickname,
    balance: user.balance,
    invitation_code: user.invitationCode,
  };
}

/** API.md: members see the projects that are not hidden. */
export async function visibleProjects(db: Db) {
  const rows = await db
    .select({ project: projects, categoryName: projectCategories.name })
    .from(projects)
    .innerJoin(projectCategories, eq(projectCategories.id, projects.categoryId))
    .where(eq(projects.hidden, false))
    .orderBy(asc(projectCategories.sort), asc(projects.id));
  return rows.map(({ project: p, categoryName }) => ({
    id: p.id,
    name: p.name,
    category: { id: p.categoryId, name: categoryName },
    cover: p.cover,
    min_amount: p.minAmount,
    profit_percent: normalisePercent(p.profitPercent),
    period_minutes: p.periodMinutes,
    max_times: p.maxTimes,
  }));
}
