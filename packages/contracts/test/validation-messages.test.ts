import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../src/index.ts';
import {
  fieldMessages,
  formatParam,
  validationText,
  validationTexts,
  type ApiLanguage,
  type FieldMessage,
  type ValidationName,
} from '../src/index.ts';
import { wrongValues, type Rule } from './wrong-values.ts';

// Issue 16 point 4: every message of every contract schema is in the reader's language, and names the
// rule that was broken (with its limit), never another.

/** The rules each message speaks of: a message for a value that broke none of them is wrong. */
const rulesNamed: Record<ValidationName, Rule[]> = {
  required: ['required'],
  interval_bound: ['required'],
  unknown_field: ['unknown'],
  invalid: [],
  number: ['type'],
  text: ['type'],
  boolean: ['type'],
  list: ['type'],
  object: ['type'],
  integer: ['type', 'integer'],
  minor_units: ['type', 'integer'],
  max_length: ['length'],
  min_length: ['length'],
  max_items: ['length'],
  min_items: ['length'],
  password_length: ['length'],
  max: ['range'],
  min: ['range'],
  greater_than: ['range'],
  less_than: ['range'],
  non_zero: ['range'],
  date_span: ['range'],
  max_below_min: ['range'],
  date_order: ['range'],
  decimals: ['type', 'integer', 'range'],
  multiple_of: ['integer'],
  decimal_places: ['format'],
  choice: ['type', 'choice'],
  one_of: ['type', 'choice'],
  channel_kind: ['type', 'choice'],
  exists: ['choice'],
  unique: ['choice'],
  percent: ['type', 'format'],
  format: ['format'],
  date: ['format'],
  datetime: ['format'],
  email: ['format'],
  link: ['format'],
  web_address: ['format'],
  code: ['format'],
  channel_code: ['format'],
  route_path: ['format'],
  route_name: ['format'],
  component_path: ['format'],
  currency_code: ['format', 'length'],
  member_name: ['format'],
  card_number: ['format'],
  pay_password: ['format', 'length'],
  pay_password_weak: ['format'],
  totp_code: ['format', 'length'],
  time_zone: ['format'],
  confirmed: ['format'],
  control_characters: ['format'],
  password_common: ['format'],
  image_address: ['format'],
  import_rows: ['length'],
  repeated_in_file: ['choice'],
};

const others: ApiLanguage[] = ['zh-CN', 'vi-VN', 'id-ID'];
const nameOf = (m: FieldMessage) => m.key.slice('validation.'.length) as ValidationName;
const placeOf = (path: PropertyKey[]) => path.map(String).join('.');
// How zod words its own issues in English; none of these may reach a reader.
const zodWording = /^(Invalid|Too (big|small)|Unrecognized key|Expected|Required)/;

const schemas = Object.entries(contracts as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

describe.each(schemas)('%s with wrong values', (_name, schema) => {
  const cases = wrongValues(schema).map((c) => ({ ...c, where: placeOf(c.path) || '(the value)' }));

  it('has wrong values to try', () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases)('$where: $what', ({ input, path, broken, limit, what }) => {
    const result = schema.safeParse(input, { reportInput: true });
    expect(result.success, 'the wrong value is refused').toBe(false);
    const issues = result.error!.issues;
    const messages = fieldMessages(issues).filter((m) => placeOf(m.path) === placeOf(path));
    expect(messages.length, 'a message on the field').toBeGreaterThan(0);
    expect(messages.length, 'one message per broken rule').toBeLessThanOrEqual(broken.length);
    for (const m of messages)
      expect(rulesNamed[nameOf(m)], `"${m.key}" names a rule that ${what} did not break`).toEqual(
        expect.arrayContaining([expect.toBeOneOf(broken)]),
      );
    const zodTexts = new Set(issues.map((i) => i.message));
    for (const lang of [...others, 'en-US' as const]) {
      const texts = messages.map((m) => validationText(lang, m.key, m.params));
      for (const text of texts) {
        expect(text).not.toMatch(zodWording);
        expect(zodTexts.has(text), `zod's own text: ${text}`).toBe(false);
        expect(text, 'every place filled').not.toMatch(/\{\w+\}/);
      }
      if (limit !== undefined)
        expect(
          texts.some((t) => t.includes(formatParam(lang, limit))),
          `${texts.join(' / ')} names ${limit}`,
        ).toBe(true);
      if (lang === 'en-US') continue;
      const english = messages.map((m) => validationText('en-US', m.key, m.params));
      for (const [i, text] of texts.entries())
        expect(text, `${lang} says it in English`).not.toBe(english[i]);
      if (lang === 'zh-CN') for (const text of texts) expect(text).toMatch(/\p{Script=Han}/u);
    }
  });
});

describe('the validation texts', () => {
  const english = validationTexts['en-US'];
  const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it.each(others)('%s says every text in its own words, filling the same places', (lang) => {
    for (const [name, text] of Object.entries(validationTexts[lang])) {
      expect(text, name).not.toBe(english[name as ValidationName]);
      expect([name, places(text)]).toEqual([name, places(english[name as ValidationName])]);
    }
  });

  it('names a rule for every text', () => {
    expect(Object.keys(rulesNamed).sort()).toEqual(Object.keys(english).sort());
  });
});

describe('the answers issue 16 found wrong', () => {
  /** What a reader is told about `input`, field by field. */
  function told(schema: z.ZodType, input: unknown, lang: ApiLanguage = 'en-US') {
    const result = schema.safeParse(input, { reportInput: true });
    return fieldMessages(result.error?.issues ?? []).map(
      (m) => `${placeOf(m.path) || '_'}: ${validationText(lang, m.key, m.params)}`,
    );
  }

  it('answers a profit below 0 or above the limit with that limit, not with decimal places', () => {
    const profit = contracts.projectWriteSchema.shape.profit_percent;
    expect(told(profit, -5)).toEqual(['_: At least 0']);
    expect(told(profit, 1000000)).toEqual(['_: At most 999,999.9999']);
    expect(told(profit, '1000000', 'vi-VN')).toEqual(['_: Tối đa 999.999,9999']);
    expect(told(profit, '1.23456')).toEqual(['_: At most 4 decimal places']);
    expect(told(profit, 'abc')).toEqual(['_: Enter a percentage such as 12.5']);
  });

  it('answers a fee above 100 with 100 alone', () => {
    const fee = contracts.channelWriteSchema.shape.fee_percent;
    expect(told(fee, '100.5')).toEqual(['_: At most 100']);
    expect(told(fee, 1000000, 'zh-CN')).toEqual(['_: 不能大于 100']);
  });

  it('answers max_times -1 with its limit, not with the smallest unit of money', () => {
    const maxTimes = contracts.projectWriteSchema.shape.max_times;
    expect(told(maxTimes, -1)).toEqual(['_: At least 0']);
    expect(told(maxTimes, 2_000_000, 'id-ID')).toEqual(['_: Paling besar 1.000.000']);
  });

  it('names the limit of a text too long in each language', () => {
    const name = { name: 'n'.repeat(65) };
    expect(told(contracts.categoryWriteSchema, name, 'en-US')).toEqual(['name: At most 64 characters']);
    expect(told(contracts.categoryWriteSchema, name, 'zh-CN')).toEqual(['name: 最多 64 个字符']);
    expect(told(contracts.categoryWriteSchema, name, 'vi-VN')).toEqual(['name: Tối đa 64 ký tự']);
    expect(told(contracts.categoryWriteSchema, name, 'id-ID')).toEqual(['name: Paling banyak 64 karakter']);
  });

  it('answers a bad date and an id that is not a number in the reader’s language', () => {
    expect(told(contracts.calendarDate, '2024-13-45', 'id-ID')).toEqual([
      '_: Masukkan tanggal dengan format YYYY-MM-DD',
    ]);
    expect(told(contracts.idParams, { id: 'abc' }, 'zh-CN')).toEqual(['id: 请输入数字']);
  });

  it('answers a balance change of 0 once, and text as not an amount', () => {
    expect(told(contracts.balanceEditSchema, { amount: 0, reason: 'bonus', remarks: 'x' })).toEqual([
      'amount: The number cannot be 0',
    ]);
    expect(told(contracts.balanceEditSchema, { amount: 'abc', reason: 'bonus', remarks: 'x' })).toEqual([
      'amount: Enter a whole number of the smallest unit',
    ]);
  });

  it('answers a number beyond two limits with the tighter one', () => {
    const period = contracts.projectWriteSchema.shape.period_minutes;
    expect(told(period, 1e20)).toEqual(['_: At most 525,600']);
    const bounds = { name: 'Bank', code: 'bank', fee_percent: '1', max_amount: Number.MAX_SAFE_INTEGER + 2 };
    expect(told(contracts.channelFieldsSchema, bounds)).toEqual([
      'max_amount: At most 9,007,199,254,740,991',
    ]);
  });
});
