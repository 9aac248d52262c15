import type { FormInstance } from 'antd';
import { useState } from 'react';
import { pickFieldValues, type FormField } from './form-field.ts';
import { fieldErrorsOf, serverFieldErrors } from './server-field-errors.ts';

/**
 * Submitting a form of declared fields: the rules first, then only the declared values to `send`.
 * A refused value's errors (422, or 409 for one already taken) are shown on its field (the request
 * layer has toasted the answer); `saved` runs only when the server accepted.
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
      const errors = fieldErrorsOf(error);
      if (errors)
        form.setFields(
          serverFieldErrors(
            errors,
            fields.map((field) => field.name),
          ),
        );
    } finally {
      setSaving(false);
    }
  };

  return { saving, submit };
}
