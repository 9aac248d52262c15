import { useTranslation } from 'react-i18next';
import { apiLanguageOf, uiLanguages, type UiLanguage } from '@app/contracts/languages';
import { i18n } from '../../i18n/index.ts';
import { amountDecimals, defaultCurrency, useDefaultCurrency } from './default-currency.ts';
import { formatAmountText, parseAmountText, type ParsedAmount } from './money-text.ts';

/** The number locale of the admin's language (vn → vi-VN); en-US before any language is loaded. */
export function moneyLocale(language: string = i18n.language): string {
  return uiLanguages.includes(language as UiLanguage) ? apiLanguageOf[language as UiLanguage] : 'en-US';
}

export interface FormatAmountOptions {
  /** Always show the sign (+100.00 / -100.00). */
  signed?: boolean;
  /** Leave the currency out, where a header or label already names it. */
  bare?: boolean;
}

/**
 * 123456 → "¥1,234.56" in zh-CN and en-US, "1.234,56 ¥" in vi-VN: an amount in smallest units in
 * the admin's language, with the default currency's symbol and places. The one way amounts are
 * written outside the grid (modals, notices, cards, totals).
 */
export function formatAmount(minor: number, { signed, bare }: FormatAmountOptions = {}): string {
  const currency = bare ? undefined : defaultCurrency();
  return formatAmountText(minor, amountDecimals(), moneyLocale(), { currency, signed });
}

/** Typed text in the admin's language to smallest units, or why it is not an amount. */
export function parseAmount(text: string): ParsedAmount {
  return parseAmountText(text, amountDecimals(), moneyLocale());
}

/**
 * For components: re-renders when the language or the default currency changes, so every amount on
 * screen follows either from that moment.
 */
export function useMoney() {
  const { i18n: current } = useTranslation();
  const currency = useDefaultCurrency((s) => s.currency);
  return {
    currency,
    locale: moneyLocale(current.language),
    format: formatAmount,
    parse: parseAmount,
  };
}
