import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { schemaRule } from '../schema-rule.ts';
import { emptyAsMissing, type FormField } from './form-field.ts';

/**
 * One declared field as a Form.Item: the control gets its value, the shared schema validates it and
 * a server error for its name lands on it. A field with `shownWhen` appears only for those values.
 */
export function FormFieldItem<TValues>({
  field,
  schema,
  form,
}: {
  field: FormField<TValues>;
  schema: ZodType;
  form: FormInstance;
}) {
  const { t } = useTranslation();
  const item = (
    <Form.Item
      name={field.name as string}
      label={field.label}
      required={field.required}
      valuePropName={field.valuePropName}
      normalize={emptyAsMissing}
      extra={field.extra}
      rules={[...(field.rules ?? []), schemaRule(schema, field.name, t)]}
      dependencies={field.dependencies}
      validateFirst
    >
      {field.input}
    </Form.Item>
  );
  if (!field.shownWhen) return item;
  return (
    <Form.Item noStyle shouldUpdate>
      {() => (field.shownWhen!(form.getFieldsValue(true) as Partial<TValues>) ? item : null)}
    </Form.Item>
  );
}
