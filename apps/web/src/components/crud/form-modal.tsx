import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { ApiRequestError } from '../../api/http.ts';
import { schemaRule } from '../schema-rule.ts';
import { emptyAsMissing, pickFieldValues, type FormField } from './form-field.ts';
import { serverFieldErrors } from './server-field-errors.ts';

export interface FormModalProps<TValues> {
  title: string;
  fields: readonly FormField<TValues>[];
  /** The contracts schema the server validates with; its messages are i18n keys. */
  schema: ZodType;
  /** A row to edit or a create form's defaults; only the declared fields are read from it. */
  initialValues?: Partial<Record<keyof TValues & string, unknown>>;
  /** Rejecting keeps the modal open; a 422 answer's field errors are shown on the fields. */
  onSubmit: (values: Partial<TValues>) => Promise<unknown>;
  onClose: () => void;
  width?: number;
}

/**
 * A create or edit form from field declarations. Mount it when it opens (`{open && <FormModal/>}`)
 * so each opening starts from its own initial values.
 */
export function FormModal<TValues>(props: FormModalProps<TValues>) {
  const { title, fields, schema, onSubmit, onClose } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const [initialValues] = useState(() =>
    pickFieldValues(fields, props.initialValues as Partial<TValues> | undefined),
  );

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return; // antd shows the failed rules on the fields
    }
    setSaving(true);
    try {
      await onSubmit(pickFieldValues(fields, form.getFieldsValue(true) as Partial<TValues>));
      onClose();
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

  const item = (field: FormField<TValues>) => (
    <Form.Item
      key={field.name}
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

  return (
    <Modal
      open
      title={title}
      width={props.width ?? 560}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      <Form
        form={form}
        name="form-modal"
        layout="horizontal"
        labelCol={{ flex: '120px' }}
        labelWrap
        initialValues={initialValues}
        onFinish={() => void submit()}
        style={{ marginTop: 16 }}
      >
        {fields.map((field) =>
          field.shownWhen ? (
            <Form.Item key={field.name} noStyle shouldUpdate>
              {() => (field.shownWhen!(form.getFieldsValue(true) as Partial<TValues>) ? item(field) : null)}
            </Form.Item>
          ) : (
            item(field)
          ),
        )}
        {/* Enter in a field submits, as in every other form of the app. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
