import { Form, Modal, type GetRef } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { pickFieldValues, type FormField } from './form-field.ts';
import { FormFieldItem } from './form-field-item.tsx';
import { useFormLayout } from './form-layout.ts';
import { useFormSubmit } from './use-form-submit.ts';

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

const FIELD_CONTROLS =
  'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), [role="switch"]:not(:disabled)';

/**
 * A create or edit form from field declarations. Mount it when it opens (`{open && <FormModal/>}`)
 * so each opening starts from its own initial values.
 */
export function FormModal<TValues>(props: FormModalProps<TValues>) {
  const { title, fields, schema, onSubmit, onClose } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [initialValues] = useState(() =>
    pickFieldValues(fields, props.initialValues as Partial<TValues> | undefined),
  );

  const { saving, submit } = useFormSubmit(form, fields, onSubmit, onClose);
  const formRef = useRef<GetRef<typeof Form>>(null);
  const layout = useFormLayout(120);

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
      // The dialog's own first focus is its close button: typing starts in the first field instead.
      afterOpenChange={(opened) => {
        if (opened) formRef.current?.nativeElement?.querySelector<HTMLElement>(FIELD_CONTROLS)?.focus();
      }}
    >
      <Form
        ref={formRef}
        form={form}
        name="form-modal"
        {...layout}
        labelWrap
        initialValues={initialValues}
        onFinish={() => void submit()}
        style={{ marginTop: 16 }}
      >
        {fields.map((field) => (
          <FormFieldItem key={field.name} field={field} schema={schema} form={form} />
        ))}
        {/* Enter in a field submits, as in every other form of the app. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
