import { z } from 'zod';
import type { ValidationName } from './validation-texts/en-US.ts';

// Messages in our schemas are keys; the server and the web word them in the reader's language
// (validation-texts/). A check without a key of its own is worded from its zod issue (issue-messages.ts).
export const messageKeys = {
  required: 'validation.required',
  unknownField: 'validation.unknown_field',
  invalid: 'validation.invalid',
  number: 'validation.number',
  integer: 'validation.integer',
  minorUnits: 'validation.minor_units',
  text: 'validation.text',
  boolean: 'validation.boolean',
  list: 'validation.list',
  object: 'validation.object',
  maxLength: 'validation.max_length',
  minLength: 'validation.min_length',
  max: 'validation.max',
  min: 'validation.min',
  greaterThan: 'validation.greater_than',
  lessThan: 'validation.less_than',
  maxItems: 'validation.max_items',
  minItems: 'validation.min_items',
  multipleOf: 'validation.multiple_of',
  decimalPlaces: 'validation.decimal_places',
  nonZero: 'validation.non_zero',
  maxBelowMin: 'validation.max_below_min',
  decimals: 'validation.decimals',
  passwordLength: 'validation.password_length',
  dateOrder: 'validation.date_order',
  dateSpan: 'validation.date_span',
  choice: 'validation.choice',
  oneOf: 'validation.one_of',
  channelKind: 'validation.channel_kind',
  exists: 'validation.exists',
  unique: 'validation.unique',
  format: 'validation.format',
  date: 'validation.date',
  datetime: 'validation.datetime',
  email: 'validation.email',
  link: 'validation.link',
  webAddress: 'validation.web_address',
  code: 'validation.code',
  channelCode: 'validation.channel_code',
  routePath: 'validation.route_path',
  routeName: 'validation.route_name',
  componentPath: 'validation.component_path',
  currencyCode: 'validation.currency_code',
  memberName: 'validation.member_name',
  cardNumber: 'validation.card_number',
  percent: 'validation.percent',
  payPassword: 'validation.pay_password',
  payPasswordWeak: 'validation.pay_password_weak',
  totpCode: 'validation.totp_code',
  timeZone: 'validation.time_zone',
  confirmed: 'validation.confirmed',
  intervalBound: 'validation.interval_bound',
  controlCharacters: 'validation.control_characters',
  passwordCommon: 'validation.password_common',
  imageAddress: 'validation.image_address',
  importRows: 'validation.import_rows',
  repeatedInFile: 'validation.repeated_in_file',
} as const satisfies Record<string, `validation.${ValidationName}`>;
export type ValidationKey = (typeof messageKeys)[keyof typeof messageKeys];

// Only a missing value (or null) is "required"; a value of the wrong type, or not one of the choices, says
// `otherwise`. Range checks keep their own wording, which names their limit.
const wrongValueCodes = new Set(['invalid_type', 'invalid_union', 'invalid_value']);
export const requiredOr =
  (otherwise: string | undefined) =>
  (issue: { input?: unknown; code?: string }): string | undefined => {
    if (!wrongValueCodes.has(issue.code ?? '')) return undefined;
    return issue.input == null ? messageKeys.required : otherwise;
  };
export const requiredWhenMissing = requiredOr(undefined);

export const requiredString = (max = 255) =>
  z.string({ error: requiredWhenMissing }).trim().min(1, messageKeys.required).max(max);

export const emailField = z
  .string({ error: requiredWhenMissing })
  .trim()
  .min(1, messageKeys.required)
  .max(255)
  .pipe(z.email({ error: messageKeys.email }));

// Names and remarks hold no control characters (C0, DEL, C1); a remark may keep its line breaks.
const controlCharacter = /\p{Cc}/u;
const controlCharacterButLines = /(?![\t\n\r])\p{Cc}/u;
export const hasNoControlCharacters = (text: string) => !controlCharacter.test(text);
export const hasNoControlCharactersButLines = (text: string) => !controlCharacterButLines.test(text);

/** A password as typed at sign-in or to confirm one: never trimmed, a trailing space is part of it. */
export const passwordInput = (max = 128) =>
  z.string({ error: requiredWhenMissing }).min(1, messageKeys.required).max(max);

// The server refuses the most common passwords from a dictionary it holds (a few hundred kilobytes that
// stay out of the web's bundles); until it says which, no password counts as common.
let isCommonPassword: (password: string) => boolean = () => false;
/** Names the passwords too common to choose: called once by the server as it starts. */
export function refuseCommonPasswords(isCommon: (password: string) => boolean): void {
  isCommonPassword = isCommon;
}

// API.md: passwords are at least 8 characters, at most 128.
export const NEW_PASSWORD_MIN_LENGTH = 8;
const NEW_PASSWORD_MAX_LENGTH = 128;
export const newPasswordField = z
  .string({ error: requiredWhenMissing })
  .min(NEW_PASSWORD_MIN_LENGTH, messageKeys.passwordLength)
  .max(NEW_PASSWORD_MAX_LENGTH, messageKeys.passwordLength)
  // Only a password of an allowed length is looked up: one message per broken rule.
  .refine(
    (p) => p.length < NEW_PASSWORD_MIN_LENGTH || p.length > NEW_PASSWORD_MAX_LENGTH || !isCommonPassword(p),
    messageKeys.passwordCommon,
  );

export const totpCodeField = z.string({ error: requiredWhenMissing }).regex(/^\d{6}$/, messageKeys.totpCode);
