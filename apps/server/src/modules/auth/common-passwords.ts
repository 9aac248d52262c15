import { dictionary } from '@zxcvbn-ts/language-common';
import { NEW_PASSWORD_MIN_LENGTH } from '@app/contracts';

// A new password is refused when it is one of the passwords people choose most, from the list
// zxcvbn-ts keeps (leaked-password frequency lists, most common first). Only entries long enough to be
// chosen are kept; case is no defence ("Password1" is as common as "password1").
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    dictionary['passwords-common'].filter((entry) => entry.length >= NEW_PASSWORD_MIN_LENGTH),
  );
  return common.has(password.toLowerCase());
}
