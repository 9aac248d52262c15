import { create } from 'zustand';
import type { MoneyCurrency } from './money-text.ts';

// Spec §9: amounts show 2 places; the default currency's own places replace this once known.
const FALLBACK_PLACES = 2;

interface DefaultCurrencyState {
  /** The default currency once read after sign-in; undefined shows bare amounts in 2 places. */
  currency: MoneyCurrency | undefined;
}

/**
 * The currency every amount is shown and typed in. A store rather than a constant: a change of the
 * default (currency screen) re-renders every amount on screen from that moment.
 */
export const useDefaultCurrency = create<DefaultCurrencyState>(() => ({ currency: undefined }));

const validPlaces = (decimals: number) => Number.isInteger(decimals) && decimals >= 0 && decimals <= 4;

/** Set after sign-in from the default currency (API.md: 0 to 4 places); anything else is forgotten. */
export function setDefaultCurrency(currency: MoneyCurrency | undefined): void {
  const known =
    currency && validPlaces(currency.decimals)
      ? { code: currency.code, symbol: currency.symbol, decimals: currency.decimals }
      : undefined;
  useDefaultCurrency.setState({ currency: known });
}

/** Places of the default currency, which every amount is shown and typed in. */
export function amountDecimals(): number {
  return useDefaultCurrency.getState().currency?.decimals ?? FALLBACK_PLACES;
}

export function defaultCurrency(): MoneyCurrency | undefined {
  return useDefaultCurrency.getState().currency;
}
