import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Splits "<id>|<secret>" as API.md's tokens and challenges are written. */
export function splitIdSecret(value: string): { id: number; secret: string } | null {
  const bar = value.indexOf('|');
  if (bar < 1) return null;
  const id = Number(value.slice(0, bar));
  const secret = value.slice(bar + 1);
  if (!Number.isSafeInteger(id) || id < 1 || secret.length < 16 || secret.length > 128) return null;
  return { id, secret };
}
