import { minorToDecimal, parseAmountText, separatorsOf, type AmountRefusal } from './money-text.ts';

/**
 * Percentages as people type them, in their language's marks ("12,5" in Vietnamese), while they travel
 * as decimal strings with up to 4 places ("12.5"). Exact: typed text is read digit by digit
 * (money-text.ts), so no binary float rounds a rate. The grid shows them (its `percent` columns).
 */

export const PERCENT_PLACES = 4;

/** A rate as sent ("12.5") as an input shows it for editing: the language's decimal mark, no grouping. */
export function editablePercentText(wire: string, locale: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(wire)) return wire;
  const [whole, fraction = ''] = wire.split('.');
  const kept = fraction.replace(/0+$/, '');
  return kept ? `${whole}${separatorsOf(locale).decimal}${kept}` : whole!;
}

export type ParsedPercent = { ok: true; wire: string } | { ok: false; reason: AmountRefusal };

/** Typed text in the language's marks ("12,5" in Indonesian) to the decimal string sent ("12.5"). */
export function parsePercentText(text: string, locale: string): ParsedPercent {
  const parsed = parseAmountText(text, PERCENT_PLACES, locale);
  if (!parsed.ok) return parsed;
  const decimal = minorToDecimal(parsed.minor, PERCENT_PLACES)!;
  return { ok: true, wire: decimal.replace(/\.?0+$/, '') };
}
