import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, useMoney } from '../../components/money/amount.ts';
import { amountDecimals } from '../../components/money/default-currency.ts';

/** How the charts write what they show, in the admin's language and default currency. */
export interface ChartFormat {
  t: TFunction;
  /** Smallest units as the amount everywhere else reads: "¥1,234.56", "1.234,56 ₫". */
  amount: (minor: number) => string;
  /** Smallest units, rounded and short, for an axis: "1.2K", "1,2 N", "1.2万". */
  axisAmount: (minor: number) => string;
  count: (value: number) => string;
  /** 0.25 → "25%". */
  share: (fraction: number) => string;
  /** "2026-03-02" → "3/2" (the language's order). */
  day: (date: string) => string;
  /** "2026-03-02" → "Mar 2, 2026". */
  longDay: (date: string) => string;
}

// A calendar date names no instant: read and written at UTC, it stays the day it says.
const dateOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

export function chartFormat(
  t: TFunction,
  locale: string,
  amount: (minor: number) => string = formatAmount,
  decimals: number = amountDecimals(),
): ChartFormat {
  // Each made at its first use: a language's first Intl formatter loads its locale data, tens of
  // milliseconds that belong to the chart drawing it (each in a task of its own), not to the page's render.
  const compact = once(
    () => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
  );
  const counts = once(() => new Intl.NumberFormat(locale));
  const percents = once(() => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }));
  const shortDay = once(
    () => new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' }),
  );
  const fullDay = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }));
  return {
    t,
    amount,
    // Only an axis tick, rounded anyway: the one place an amount goes through a float.
    axisAmount: (minor) => compact().format(minor / 10 ** decimals),
    count: (value) => counts().format(value),
    share: (fraction) => percents().format(fraction),
    day: (date) => shortDay().format(dateOf(date)),
    longDay: (date) => fullDay().format(dateOf(date)),
  };
}

function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** The charts' format, made again when the language or the default currency changes. */
export function useChartFormat(): ChartFormat {
  const { t } = useTranslation();
  const { locale, currency } = useMoney();
  return useMemo(
    () => chartFormat(t, locale, formatAmount, currency?.decimals ?? amountDecimals()),
    [t, locale, currency],
  );
}

/** Names typed by staff go into tooltips as HTML: written as text. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
