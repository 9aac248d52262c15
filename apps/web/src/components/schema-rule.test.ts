import type { FormInstance } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { categoryWriteSchema } from '@app/contracts/categories';
import { projectWriteSchema } from '@app/contracts/projects';
import type { UiLanguage } from '@app/contracts/languages';
import type { ZodType } from 'zod';
import { applyLanguage, i18n } from '../i18n/index.ts';
import { schemaRule } from './schema-rule.ts';

/** What the form shows under `field` for these values, in `language`. */
async function shown(language: UiLanguage, schema: ZodType, field: string, values: object) {
  await applyLanguage(language);
  const form = { getFieldsValue: () => values } as unknown as FormInstance;
  const rule = (schemaRule(schema, field, i18n.t) as (form: FormInstance) => RuleObject)(form);
  try {
    await rule.validator!(rule, undefined, () => {});
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('a shared schema rule in a form', () => {
  it.each<[UiLanguage, string]>([
    ['zh-cn', '最多 64 个字符'],
    ['en', 'At most 64 characters'],
    ['vn', 'Tối đa 64 ký tự'],
    ['id', 'Paling banyak 64 karakter'],
  ])('names the limit of a text too long in %s', async (language, message) => {
    expect(await shown(language, categoryWriteSchema, 'name', { name: 'n'.repeat(65) })).toBe(message);
  });

  it("writes a limit's number the admin's way", async () => {
    expect(await shown('vn', projectWriteSchema, 'max_times', { max_times: 2_000_000 })).toBe(
      'Tối đa 1.000.000',
    );
    expect(await shown('en', projectWriteSchema, 'max_times', { max_times: -1 })).toBe('At least 0');
  });

  it('says a field left empty is required, and nothing of a field that is right', async () => {
    expect(await shown('id', projectWriteSchema, 'period_minutes', {})).toBe('Kolom ini wajib diisi');
    expect(await shown('en', categoryWriteSchema, 'name', { name: 'Gold' })).toBeNull();
  });
});
