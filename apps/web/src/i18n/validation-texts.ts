import type { ValidationTexts } from '@app/contracts/validation-texts/en-US';

/**
 * The validation texts the server answers with (contracts), for i18next: its places are `{{max}}` where
 * the shared texts write `{max}`. Forms fill them with values already written the admin's way.
 */
export function i18nextTexts(texts: ValidationTexts): ValidationTexts {
  const entries = Object.entries(texts).map(([name, text]) => [name, text.replace(/\{(\w+)\}/g, '{{$1}}')]);
  return Object.fromEntries(entries) as ValidationTexts;
}
