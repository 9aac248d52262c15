import dayjs from 'dayjs';
import { amountDecimals } from '../money/default-currency.ts';
import { minorToDecimal } from '../money/money-text.ts';
import { numberLocaleOf } from './locales.ts';
import { decimalText, numberMarksOf, PLAIN_MARKS } from './number-text.ts';
import type { GridColumn, GridColumnType, GridLanguage } from './types.ts';

// Spec §9: default digits 1 for floats; amounts take the default currency's places (2 until known).
export const DEFAULT_FLOAT_DECIMALS = 1;
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function cellValue<TRow>(column: GridColumn<TRow>, row: TRow): unknown {
  return column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
}

export function decimalsOf(column: { type?: GridColumnType; decimals?: number }): number {
  if (column.decimals !== undefined) return column.decimals;
  return column.type === 'amount' ? amountDecimals() : DEFAULT_FLOAT_DECIMALS;
}

/** An integer amount in the smallest unit as an exact decimal string: (12345, 2) → "123.45". */
export const amountToDecimal = minorToDecimal;

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, decimals: number, grouping: boolean): Intl.NumberFormat {
  const key = `${locale}|${decimals}|${grouping}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: grouping,
    });
    numberFormats.set(key, format);
  }
  return format;
}

// A decimal string is written exactly (no conversion to a binary float on the way): by decimalText,
// or by Intl for the rare one it leaves (an exponent from a tiny or huge float).
function formatDecimal(decimal: string, decimals: number, language: GridLanguage | null): string {
  const text = decimalText(decimal, decimals, language ? numberMarksOf[language] : PLAIN_MARKS);
  if (text !== null) return text;
  const locale = language ? numberLocaleOf[language] : 'en-US';
  return numberFormat(locale, decimals, language !== null).format(decimal as Intl.StringNumericLiteral);
}

function isDecimalLike(value: unknown): value is number | string {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim());
}

/**
 * The value as text. With a language: for the eye (grouping, local separators). With null: the
 * plain form copied and exported ("1234.56"), which spreadsheets read as a number and import reads back.
 */
export function formatValue<TRow>(
  column: GridColumn<TRow>,
  value: unknown,
  language: GridLanguage | null,
): string {
  if (value === null || value === undefined) return '';
  switch (column.type ?? 'text') {
    case 'amount': {
      const decimals = decimalsOf(column);
      const decimal = amountToDecimal(value, decimals);
      return decimal === null ? String(value) : formatDecimal(decimal, decimals, language);
    }
    case 'float': {
      if (!isDecimalLike(value)) return String(value);
      return formatDecimal(String(value).trim(), decimalsOf(column), language);
    }
    case 'percent': {
      if (!isDecimalLike(value)) return String(value);
      const decimal = String(value).trim();
      if (!language) return decimal;
      // As many places as were sent: a fixed number would round a rate of 4 places, or pad one of none.
      const places = decimal.split('.')[1]?.length ?? 0;
      return `${formatDecimal(decimal, places, language)}%`;
    }
    case 'date': {
      const date = dayjs(value as string | number | Date);
      return date.isValid() ? date.format(column.dateFormat ?? DEFAULT_DATE_FORMAT) : String(value);
    }
    case 'tag': {
      const option = column.options?.find((candidate) => candidate.value === value);
      return option ? option.label : String(value);
    }
    default:
      return String(value);
  }
}

/** What copy and export write for a cell. */
export function cellText<TRow>(column: GridColumn<TRow>, row: TRow): string {
  if (column.text) return column.text(row);
  return formatValue(column, cellValue(column, row), null);
}

/** Copy row: tab-separated, so it pastes into a spreadsheet as one row of cells. */
export function rowText<TRow>(columns: readonly GridColumn<TRow>[], row: TRow): string {
  // A tab or line break inside a value would split it across cells; a space keeps it in one.
  return columns.map((column) => cellText(column, row).replace(/[\t\r\n]+/g, ' ')).join('\t');
}
