import { formatMinor } from '@app/contracts/money';
import { amountDecimals } from './amount-places.ts';

/**
 * 123456 → "1,234.56": an amount in smallest units for text outside the grid (modals, messages), in
 * the default currency's places. Amounts travel and are stored as integers; only the screens divide them.
 */
export function formatAmount(minor: number): string {
  return formatMinor(minor, amountDecimals());
}
