import type { MessageParams as Params } from '@app/contracts';
import type { z } from 'zod';
import type { MessageKey } from './i18n/index.ts';

// Domain errors are values with a place to go: the error handler turns each into API.md's shape.
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly params: Params = {},
    readonly fields: Record<string, { key: MessageKey; params?: Params }[]> = {},
    readonly headers: Record<string, string> = {},
    /** Fields of the answer beside `message` and `errors`, such as a `code` a client acts on. */
    readonly body: Record<string, string> = {},
  ) {
    super(key);
  }
}

export const Unauthenticated = () => new AppError(401, 'unauthenticated');
export const Forbidden = () => new AppError(403, 'unauthorized');
export const NotFound = () => new AppError(404, 'not_found');
/** The admin's role requires two-factor, which they have not turned on yet. */
export const TwoFactorRequired = () =>
  new AppError(403, 'two_factor_required', {}, {}, {}, { code: 'two_factor_required' });
export const UnsupportedCharset = () => new AppError(415, 'unsupported_charset');
export const Conflict = (key: MessageKey, params?: Params) => new AppError(409, key, params);

/** 409 for a value that must be unique and is taken (API.md), naming the field. */
export function Duplicate(field: string) {
  return new AppError(409, 'validation.unique', {}, { [field]: [{ key: 'validation.unique' }] });
}

/** Runs a write, turning a unique-index violation (a race the pre-check lost) into Duplicate(field). */
export async function uniqueOn<T>(field: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } } | null;
    if (e?.code === '23505' || e?.cause?.code === '23505') throw Duplicate(field);
    throw err;
  }
}

/** 422 naming one field at fault; the message is the field's text. */
export function Invalid(field: string, key: MessageKey, params: Params = {}) {
  return new AppError(422, key, params, { [field]: [{ key, params }] });
}

export function TooManyRequests(key: MessageKey, retryAfterSeconds: number, field?: string) {
  const params = { seconds: retryAfterSeconds };
  return new AppError(429, key, params, field ? { [field]: [{ key, params }] } : {}, {
    'retry-after': String(retryAfterSeconds),
  });
}

/** zod issues from a schema check, with the prefix of where the checked value sits in the request. */
export class SchemaError extends Error {
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly prefix: (string | number)[] = [],
  ) {
    super('validation failed');
  }
}

/** Parse with a schema, throwing a SchemaError (422) on failure; used where a route checks in steps. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, prefix: (string | number)[] = []) {
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw new SchemaError(result.error.issues, prefix);
  return result.data as z.output<S>;
}
