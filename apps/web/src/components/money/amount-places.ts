// Spec §9: amounts show 2 places; the default currency's own places replace this once known.
const FALLBACK_PLACES = 2;
let places = FALLBACK_PLACES;

/**
 * Places of the default currency, which every amount is shown and typed in. Read at each use, so
 * amounts follow a change of the default from the next render on.
 */
export function amountDecimals(): number {
  return places;
}

/** Set after sign-in from the default currency (API.md: 0 to 4); anything else keeps the spec's 2. */
export function setAmountDecimals(decimals: number | undefined): void {
  places =
    decimals !== undefined && Number.isInteger(decimals) && decimals >= 0 && decimals <= 4
      ? decimals
      : FALLBACK_PLACES;
}
