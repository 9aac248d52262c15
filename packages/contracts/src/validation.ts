import { z } from 'zod';

// Messages in our schemas are keys; the server and the web translate them into the reader's language.
export const messageKeys = {
  required: 'validation.required',
  email: 'validation.email',
  passwordLength: 'validation.password_length',
  confirmed: 'validation.confirmed',
  totpCode: 'validation.totp_code',
  link: 'validation.link',
  code: 'validation.code',
  exists: 'validation.exists',
  unique: 'validation.unique',
  integer: 'validation.integer',
  unsafeInteger: 'validation.unsafe_integer',
  positive: 'validation.positive',
  nonZero: 'validation.non_zero',
  percent: 'validation.percent',
  percentAtMost100: 'validation.percent_at_most_100',
  nonNegative: 'validation.non_negative',
  maxBelowMin: 'validation.max_below_min',
  channelCode: 'validation.channel_code',
  channelKind: 'validation.channel_kind',
  intervalBound: 'validation.interval_bound',
  payPassword: 'validation.pay_password',
  memberName: 'validation.member_name',
  cardNumber: 'validation.card_number',
  timeZone: 'validation.time_zone',
  dateOrder: 'validation.date_order',
  dateSpan: 'validation.date_span',
  currencyCode: 'validation.currency_code',
  decimals: 'validation.decimals',
} as const;

// Only a missing value is "required"; a value of the wrong type keeps zod's own wording, or `otherwise`.
export const requiredOr =
  (otherwise: string | undefined) =>
  (issue: { input?: unknown }): string | undefined =>
    issue.input === undefined ? messageKeys.required : otherwise;
export const requiredWhenMissing = requiredOr(undefined);

export const requiredString = (max = 255) =>
  z.string({ error: requiredWhenMissing }).trim().min(1, messageKeys.required).max(max);

export const emailField = z
  .string({ error: requiredWhenMissing })
  .trim()
  .min(1, messageKeys.required)
  .max(255)
  .pipe(z.email({ error: messageKeys.email }));

// API.md: passwords are at least 8 characters, at most 128.
export const newPasswordField = z
  .string({ error: requiredWhenMissing })
  .min(8, messageKeys.passwordLength)
  .max(128, messageKeys.passwordLength);

export const totpCodeField = z.string({ error: requiredWhenMissing }).regex(/^\d{6}$/, messageKeys.totpCode);
