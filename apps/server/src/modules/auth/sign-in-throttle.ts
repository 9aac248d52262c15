import { MAX_FAILURES, type LoginThrottle } from './login-throttle.ts';

// DESIGN.md §5: failed sign-ins are throttled per email and per address. Five a minute for one account from
// one address (API.md); across addresses, one account takes at most ACCOUNT_LIMIT a minute (guesses spread
// over many machines), and one address at most ADDRESS_LIMIT over every account (one password tried on
// many). A right password gives its own attempt back, so an office behind one address signs in freely.
export const ACCOUNT_LIMIT = 20;
export const ADDRESS_LIMIT = 30;

/** The counts one sign-in attempt takes: the pair's, the account's and the address's. */
export interface SignInKeys {
  pair: string;
  account: string;
  address: string;
}

const limits = (keys: SignInKeys): [string, number][] => [
  [keys.address, ADDRESS_LIMIT],
  [keys.account, ACCOUNT_LIMIT],
  [keys.pair, MAX_FAILURES],
];

/**
 * Counts one attempt on every key before the password is checked: 0 when it may be checked, else the
 * seconds to wait. A refusal gives back what it took on the keys before, as it was never checked.
 */
export async function takeSignIn(throttle: LoginThrottle, keys: SignInKeys): Promise<number> {
  const taken: string[] = [];
  for (const [key, limit] of limits(keys)) {
    const wait = await throttle.take(key, limit);
    if (wait > 0) {
      for (const back of taken) await throttle.giveBack(back);
      return wait;
    }
    taken.push(key);
  }
  return 0;
}

/** A right password: the pair starts afresh, and the account and address get this attempt back. */
export async function signInSucceeded(throttle: LoginThrottle, keys: SignInKeys): Promise<void> {
  await throttle.clear(keys.pair);
  await throttle.giveBack(keys.account);
  await throttle.giveBack(keys.address);
}
