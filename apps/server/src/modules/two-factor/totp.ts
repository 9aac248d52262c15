import { generateSecret, generateURI, verify } from 'otplib';
import { randomBytes } from 'node:crypto';

export const TOTP_ISSUER = 'Back Office';

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, label: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label, secret });
}

/** The accepted time step, or null; one step of drift either way (API.md), none at or before `afterStep`. */
export async function checkTotp(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  // TOTP results carry the matched time step (RFC 6238's T), which is what replay protection records.
  return result.valid && 'timeStep' in result ? (result.timeStep as number) : null;
}

const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function randomChars(n: number): string {
  const bytes = randomBytes(n * 2);
  let out = '';
  // 62 symbols: drop bytes ≥ 248 to keep the choice uniform.
  for (const b of bytes) {
    if (out.length === n) break;
    if (b < 248) out += alphabet[b % 62];
  }
  return out.length === n ? out : out + randomChars(n - out.length);
}

/** API.md: each code is 10 random characters, a dash, 10 more. */
export function newRecoveryCode(): string {
  return `${randomChars(10)}-${randomChars(10)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: 8 }, newRecoveryCode);
}
