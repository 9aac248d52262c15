import { Button, Form, Space } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { pickFieldValues, type FormField } from './form-field.ts';
import { FormFieldItem } from './form-field-item.tsx';
import { useFormLayout } from './form-layout.ts';
import { useFormSubmit } from './use-form-submit.ts';
import { useConfirmDialog } from '../confirm-dialog.ts';

export interface PageFormProps<TValues> {
  /** The form's name: its fields' ids start with it, so two forms on a page never share an id. */
  name: string;
  fields: readonly FormField<TValues>[];
  /** The contracts schema the server validates with; its messages are i18n keys. */
  schema: ZodType;
  /** What the server holds now; the form starts from it and returns to it after a save. */
  values: Partial<Record<keyof TValues & string, unknown>>;
  /** False: the values are shown, disabled, with no save (the admin may read but not change them). */
  editable: boolean;
  onSubmit: (values: Partial<TValues>) => Promise<unknown>;
  /** Asked before saving, for a change with consequences; it may depend on the values to be saved. */
  confirm?: (values: Partial<TValues>) => { title: string; content: ReactNode };
  submitLabel?: string;
  /** Vertical for wide fields (a rich-text page); labels beside the fields otherwise. */
  layout?: 'horizontal' | 'vertical';
}

/**
 * A form that edits values in place on a screen (settings), from the same field declarations as the
 * form modals. Save is offered once something changed; Reset goes back to what the server holds.
 */
export function PageForm<TValues>(props: PageFormProps<TValues>) {
  const { name, fields, schema, values, editable, onSubmit, confirm } = props;
  const vertical = props.layout === 'vertical';
  const layout = useFormLayout(180, vertical);
  const { t } = useTranslation();
  const confirmDialog = useConfirmDialog();
  const [form] = Form.useForm();
  // The server's values as text: a refetch that brings the same values is no change to the form.
  const valuesText = JSON.stringify(pickFieldValues(fields, values as Partial<TValues>));
  const initialValues = useMemo(() => JSON.parse(valuesText) as Partial<TValues>, [valuesText]);
  // Changed since the form last took the server's values: Save and Reset are offered.
  const [changedFrom, setChangedFrom] = useState<Partial<TValues> | null>(null);
  const dirty = changedFrom === initialValues;

  // New values from the server (saved here, or changed elsewhere and fetched again) replace the form's.
  useEffect(() => form.resetFields(), [form, initialValues]);

  const { saving, submit } = useFormSubmit(form, fields, onSubmit, () => setChangedFrom(null));

  const save = async () => {
    if (!confirm) return submit();
    try {
      await form.validateFields();
    } catch {
      return;
    }
    confirmDialog({
      ...confirm(form.getFieldsValue(true) as Partial<TValues>),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: submit,
    });
  };

  return (
    <Form
      form={form}
      name={name}
      {...layout}
      labelWrap
      style={vertical ? undefined : { maxWidth: 760 }}
      initialValues={initialValues}
      disabled={!editable}
      onValuesChange={() => setChangedFrom(initialValues)}
      onFinish={() => void save()}
    >
      {fields.map((field) => (
        <FormFieldItem key={field.name} field={field} schema={schema} form={form} />
      ))}
      {editable && (
        <Form.Item label={layout.layout === 'vertical' ? undefined : ' '} colon={false}>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving} disabled={!dirty}>
              {props.submitLabel ?? t('crud.save')}
            </Button>
            <Button
              disabled={!dirty || saving}
              onClick={() => {
                form.resetFields();
                setChangedFrom(null);
              }}
            >
              {t('crud.reset')}
            </Button>
          </Space>
        </Form.Item>
      )}
    </Form>
  );
}
