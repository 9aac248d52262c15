import type { FormInstance } from 'antd';
import { useState } from 'react';
import { ApiRequestError } from '../../api/http.ts';
import { pickFieldValues, type FormField } from './form-field.ts';
import { serverFieldErrors } from './server-field-errors.ts';

/**
 * Submitting a form of declared fields: the rules first, then only the declared values to `send`.
 * A 422 answer's field errors are shown on the fields (the request layer has toasted its message);
 * `saved` runs only when the server accepted.
 */
export function useFormSubmit<TValues>(
  form: FormInstance,
  fields: readonly FormField<TValues>[],
  send: (values: Partial<TValues>) => Promise<unknown>,
  saved?: () => void,
) {
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return; // antd shows the failed rules on the fields
    }
    setSaving(true);
    try {
      await send(pickFieldValues(fields, form.getFieldsValue(true) as Partial<TValues>));
      saved?.();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) {
        form.setFields(
          serverFieldErrors(
            error.errors,
            fields.map((field) => field.name),
          ),
        );
      }
    } finally {
      setSaving(false);
    }
  };

  return { saving, submit };
}
