import { z } from 'zod';
import {
  listQuerySchema,
  nameField,
  optionalText,
  queryBoolean,
  sortField,
  timestampSchema,
} from './common.ts';
import { messageKeys } from './validation.ts';

export const tagTypes = ['primary', 'success', 'info', 'warning', 'danger'] as const;
const codeField = nameField(64).regex(/^[a-z][a-z0-9_]*$/, messageKeys.code);

export const dictionarySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: z.boolean(),
  remark: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Dictionary = z.infer<typeof dictionarySchema>;

export const dictionaryWriteSchema = z.strictObject({
  code: codeField,
  name: nameField(64),
  status: z.boolean().default(true),
  remark: optionalText(255),
});
export type DictionaryWrite = z.input<typeof dictionaryWriteSchema>;

export const dictionaryListQuery = listQuerySchema(
  { keyword: z.string().trim().max(100), status: queryBoolean },
  ['id', 'code', 'name', 'created_at'] as const,
);

export const dictionaryItemSchema = z.object({
  id: z.number().int(),
  dictionary_code: z.string(),
  label: z.string(),
  value: z.string(),
  sort: z.number().int(),
  status: z.boolean(),
  tag_type: z.enum(tagTypes).nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type DictionaryItem = z.infer<typeof dictionaryItemSchema>;

export const dictionaryItemWriteSchema = z.strictObject({
  label: nameField(64),
  value: nameField(64),
  sort: sortField,
  status: z.boolean().default(true),
  tag_type: z.enum(tagTypes).nullish(),
});
export type DictionaryItemWrite = z.input<typeof dictionaryItemWriteSchema>;
export const dictionaryCodeParams = z.strictObject({ code: codeField });
