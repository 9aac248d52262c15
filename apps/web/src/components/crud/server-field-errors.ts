import type { FormInstance } from 'antd';
import { ApiRequestError } from '../../api/http.ts';
import { shownInPlace } from '../feedback.ts';

type FieldData = Parameters<FormInstance['setFields']>[0][number];

/**
 * The field errors of a refused write that names its fields: a 422 (a value the server would not take)
 * or a 409 (a value already taken, such as another admin's email). Null for any other failure.
 */
export function fieldErrorsOf(error: unknown): Record<string, string[]> | null {
  return error instanceof ApiRequestError && (error.status === 422 || error.status === 409)
    ? error.errors
    : null;
}

/**
 * A refused write's `errors` (fieldErrorsOf) as antd field errors. Nested keys (`params.0.key`) land on their top field,
 * the one the form shows; keys of fields the form does not have are left to the toast. The sentences
 * placed on fields are no longer toasted (each error is said once, where it belongs).
 */
export function serverFieldErrors(
  errors: Record<string, string[]>,
  fieldNames: readonly string[],
): FieldData[] {
  const byField = new Map<string, string[]>();
  for (const [key, messages] of Object.entries(errors)) {
    const field = key.split('.')[0]!;
    if (!fieldNames.includes(field)) continue;
    byField.set(field, [...(byField.get(field) ?? []), ...messages]);
  }
  shownInPlace([...byField.values()].flat());
  return [...byField].map(([name, messages]) => ({ name, errors: messages }));
}
