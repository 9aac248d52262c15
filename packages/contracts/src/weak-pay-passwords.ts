// A 6-digit pay password must not be one a guesser tries first.

/**
 * A short hand-picked list of 6-digit PINs that rank near the top of leaked-PIN frequency studies (Wang et
 * al., "Understanding Human-Chosen PINs: Characteristics, Distribution and Security", ASIA CCS 2017;
 * Markert et al., "This PIN Can Be Easily Guessed", IEEE S&P 2020): keypad patterns, repeated pairs and
 * triples, and dates and words spelt in digits (520 reads "I love you"). Runs and one repeated digit are
 * refused by rule, so they are not listed.
 */
const COMMON_PINS = new Set([
  '123123',
  '123321',
  '121212',
  '112233',
  '111222',
  '159753',
  '147258',
  '147369',
  '789456',
  '456123',
  '520520',
  '520131',
  '168168',
  '110110',
]);

/** Each digit one more (or one less) than the one before, wrapping from 9 to 0: 123456, 654321, 890123. */
function isRun(digits: number[], step: 1 | 9) {
  return digits.every((d, i) => i === 0 || d === (digits[i - 1]! + step) % 10);
}

/** A 6-digit pay password that is all one digit, a run up or down, or one of the most common PINs. */
export function isWeakPayPassword(value: string): boolean {
  if (!/^\d{6}$/.test(value)) return false;
  const digits = [...value].map(Number);
  return new Set(digits).size === 1 || isRun(digits, 1) || isRun(digits, 9) || COMMON_PINS.has(value);
}
