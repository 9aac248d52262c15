import type { Rule } from 'antd/es/form';
import type { ReactElement } from 'react';

/**
 * One field of a form modal. `input` is the antd control (Input, Select, Switch, ...); the modal wraps
 * it in a Form.Item that feeds it the value, validates it with the form's schema and shows the
 * server's errors for `name` on it.
 */
export interface FormField<TValues> {
  name: keyof TValues & string;
  label: string;
  input: ReactElement;
  /** Marks the label; the rule itself is the schema's. */
  required?: boolean;
  /** 'checked' for Switch and Checkbox. */
  valuePropName?: string;
  /** Shows the field only for some values of the others (a menu's type picks its fields). */
  shownWhen?: (values: Partial<TValues>) => boolean;
  extra?: string;
  /** Checks of the control's own value that run before the schema's (a money input's typed text). */
  rules?: Rule[];
  /** Fields whose change checks this one again (a maximum checked against a minimum). */
  dependencies?: (keyof TValues & string)[];
}

/** Empty controls mean "not given": API.md lets optional fields be left out. */
export function emptyAsMissing(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

/** Only the declared fields, so a row's id or timestamps never reach a strict schema or the server. */
export function pickFieldValues<TValues>(
  fields: readonly FormField<TValues>[],
  values: Partial<TValues> | undefined,
): Partial<TValues> {
  const picked: Partial<TValues> = {};
  if (!values) return picked;
  for (const { name } of fields) {
    const value = emptyAsMissing(values[name]);
    if (value !== undefined) picked[name] = value as TValues[typeof name];
  }
  return picked;
}
