import { z } from 'zod';
import { messageKeys, requiredOr } from './validation.ts';

// Money is an integer in the smallest unit, inside the range JSON numbers carry exactly (DESIGN.md §4):
// `.int()` refuses fractions and anything beyond the safe range.
export const moneyAmount = z.number({ error: requiredOr(messageKeys.minorUnits) }).int();

export const positiveMoney = moneyAmount.positive();
export const nonZeroMoney = moneyAmount.refine((v) => v !== 0, messageKeys.nonZero);

const PERCENT_SCALE = 10_000n; // 4 decimal places

/** "12.5" → 125000n: the percentage in ten-thousandths, exact. */
export function percentToScaled(percent: string): bigint {
  const [whole = '0', fraction = ''] = percent.split('.');
  return BigInt(whole) * PERCENT_SCALE + BigInt((fraction + '0000').slice(0, 4));
}

/** The largest percentage API.md takes: 6 whole digits and 4 places (projects store numeric(12,4)). */
export const PERCENT_MAX = '999999.9999';

// 1e-7 and 1e21 as the digits they stand for, so they meet the same rules as typed text.
const plainNumber = (v: number) =>
  /e/i.test(String(v))
    ? v.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
    : String(v);

// Percentages travel as decimal strings with up to 4 places ("12.5"); numbers are accepted and kept exact.
// Each broken rule (not a number, below 0, above the limit, more than 4 places) has its own message.
export function percentUpTo(max: string = PERCENT_MAX) {
  const scaledMax = percentToScaled(max);
  return z
    .union([z.string(), z.number()], { error: requiredOr(messageKeys.percent) })
    .transform((v) => (typeof v === 'number' ? plainNumber(v) : v.trim()))
    .superRefine((text, ctx) => {
      const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
      if (!match) return ctx.addIssue({ code: 'custom', message: messageKeys.percent, input: text });
      const [, sign, whole = '', fraction = ''] = match;
      if (sign && /[1-9]/.test(whole + fraction))
        ctx.addIssue({ code: 'too_small', origin: 'number', minimum: 0, inclusive: true, input: text });
      else if (percentToScaled(`${whole}.${fraction}`) > scaledMax)
        ctx.addIssue({
          code: 'too_big',
          origin: 'number',
          maximum: Number(max),
          inclusive: true,
          input: text,
        });
      if (fraction.length > 4)
        ctx.addIssue({
          code: 'custom',
          message: messageKeys.decimalPlaces,
          params: { places: 4 },
          input: text,
        });
    });
}
export const percentField = percentUpTo();

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

/** PostgreSQL's numeric text ("12.5000") as API.md writes percentages ("12.5"). */
export function normalisePercent(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
