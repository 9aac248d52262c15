import { formatMinor } from '@app/contracts/money';
import { DEFAULT_AMOUNT_DECIMALS } from '../DataGrid/format.ts';

/**
 * Places of the currency amounts are shown and typed in (spec §9: 2 for amounts). Amounts travel and
 * are stored as integers in the smallest unit; only the screens divide them.
 */
export const AMOUNT_DECIMALS = DEFAULT_AMOUNT_DECIMALS;

/** 123456 → "1,234.56": an amount in smallest units for text outside the grid (modals, messages). */
export function formatAmount(minor: number): string {
  return formatMinor(minor, AMOUNT_DECIMALS);
}
