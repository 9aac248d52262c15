import { z } from 'zod';
import { messageKeys, requiredOr } from './validation.ts';

// Money is an integer in the smallest unit, inside the range JSON numbers carry exactly (DESIGN.md §4).
export const moneyAmount = z
  .number({ error: requiredOr(messageKeys.integer) })
  .int(messageKeys.integer)
  .refine(Number.isSafeInteger, messageKeys.unsafeInteger);

export const positiveMoney = moneyAmount.refine((v) => v > 0, messageKeys.positive);
export const nonZeroMoney = moneyAmount.refine((v) => v !== 0, messageKeys.nonZero);

// Percentages travel as decimal strings with up to 4 places ("12.5"); numbers are accepted and kept exact.
export const percentField = z
  .union([z.string(), z.number()], {
    error: requiredOr(messageKeys.percent),
  })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => /^\d{1,6}(\.\d{1,4})?$/.test(v), messageKeys.percent);

const PERCENT_SCALE = 10_000n; // 4 decimal places

/** "12.5" → 125000n: the percentage in ten-thousandths, exact. */
export function percentToScaled(percent: string): bigint {
  const [whole = '0', fraction = ''] = percent.split('.');
  return BigInt(whole) * PERCENT_SCALE + BigInt((fraction + '0000').slice(0, 4));
}

/** DESIGN.md §4: profit = floor(amount × percent / 100), in integers only. */
export function profitOf(amount: number, percent: string): number {
  const scaled = (BigInt(amount) * percentToScaled(percent)) / (100n * PERCENT_SCALE);
  return Number(scaled);
}

/** Integer smallest units as a decimal string with `decimals` places, e.g. (12345, 2) → "123.45". */
export function formatMinor(amount: number, decimals: number): string {
  const negative = amount < 0;
  const digits = String(Math.abs(amount)).padStart(decimals + 1, '0');
  const whole = decimals ? digits.slice(0, -decimals) : digits;
  const fraction = decimals ? `.${digits.slice(-decimals)}` : '';
  return `${negative ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
}

/** A typed decimal in major units ("123.45") to integer smallest units; null when it is not exact. */
export function parseMajor(text: string, decimals: number): number | null {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > decimals) return null;
  const value =
    BigInt(whole!) * 10n ** BigInt(decimals) +
    BigInt((fraction + '0'.repeat(decimals)).slice(0, decimals) || '0');
  const signed = sign ? -value : value;
  return signed >= BigInt(Number.MIN_SAFE_INTEGER) && signed <= BigInt(Number.MAX_SAFE_INTEGER)
    ? Number(signed)
    : null;
}

/** PostgreSQL's numeric text ("12.5000") as API.md writes percentages ("12.5"). */
export function normalisePercent(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
