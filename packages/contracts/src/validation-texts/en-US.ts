// The validation texts in English: the server's 422 answers and the web's forms both show these.
// `{max}` and the like are filled in the reader's number format; every other language holds the same keys.
export const validationEnUS = {
  required: 'This field is required',
  unknown_field: 'This field is not allowed',
  invalid: 'This value is invalid',
  // A value of the wrong type.
  number: 'Enter a number',
  integer: 'Enter a whole number',
  minor_units: 'Enter a whole number of the smallest unit',
  text: 'Enter text',
  boolean: 'Enter true or false',
  list: 'Enter a list',
  object: 'Enter a group of named fields',
  // Limits, each naming its own.
  max_length: 'At most {max} characters',
  min_length: 'At least {min} characters',
  max: 'At most {max}',
  min: 'At least {min}',
  greater_than: 'Enter a number greater than {min}',
  less_than: 'Enter a number less than {max}',
  max_items: 'At most {max} items',
  min_items: 'At least {min} items',
  multiple_of: 'Enter a multiple of {divisor}',
  decimal_places: 'At most {places} decimal places',
  non_zero: 'The number cannot be 0',
  max_below_min: 'The maximum cannot be less than the minimum',
  decimals: 'Enter a whole number from 0 to 4',
  password_length: 'The password must be 8 to 128 characters',
  date_order: 'The start date cannot be after the end date',
  date_span: 'Choose a range of at most 366 days',
  // Choices.
  choice: 'Choose one of the offered values',
  one_of: 'Choose one of: {values}',
  channel_kind: 'Choose payment or transfer',
  exists: 'The selected value does not exist',
  unique: 'This value is already taken',
  // Formats.
  format: 'This value is not in the expected format',
  date: 'Enter a date as YYYY-MM-DD',
  datetime: 'Enter a time such as 2026-01-31T08:30:00Z',
  email: 'Please enter a valid email address',
  link: 'Enter an address starting with http://, https:// or /',
  web_address: 'Enter an address starting with http:// or https://',
  code: 'Start with a lower-case letter; use only lower-case letters, digits and underscores',
  channel_code: 'Use letters, digits, underscores and hyphens only',
  route_path: 'Enter a path such as /system or list: letters, digits, "-", "_", ":" and "/", no spaces',
  route_name: 'Use letters, digits, underscores and hyphens only, starting with a letter',
  component_path: 'Enter a component path such as system/admin/index: letters, digits, "-", "_" and "/"',
  currency_code: 'Enter a three-letter ISO 4217 code in capitals, such as USD',
  member_name: 'Use only letters, digits and . _ @ -',
  card_number: 'Use only digits, spaces and hyphens',
  percent: 'Enter a percentage such as 12.5',
  pay_password: 'The pay password must be 6 digits',
  pay_password_weak:
    'The pay password is too easy to guess: avoid one repeated digit, runs such as 123456 and common PINs',
  totp_code: 'The code is 6 digits',
  time_zone: 'Choose a known time zone, such as Asia/Shanghai',
  // Rules across fields.
  confirmed: 'Confirm Password Inconsistency',
  interval_bound: 'Please pick a start or an end time',
  // Text, password and image checks.
  control_characters: 'Control characters are not allowed',
  password_common: 'This password is one of the most common: choose one that is harder to guess',
  image_address: 'Use an uploaded image or an address starting with https://',
  // Imports.
  import_rows: 'An import takes at most {max} rows: split the file',
  repeated_in_file: 'The same value is on another row of this file',
} as const;

export type ValidationName = keyof typeof validationEnUS;
export type ValidationTexts = Record<ValidationName, string>;
