import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Skeleton, Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { twoFactorConfirmSchema, type TwoFactorConfirm } from '@app/contracts/auth';
import { confirmTwoFactor, getTwoFactorQrCode, getTwoFactorSecretKey } from '../../api/two-factor.ts';
import { FormFieldItem, useFormSubmit, type FormField } from '../../components/crud/index.ts';

// The code's own field, declared as the form modals declare theirs.
const codeFields = (t: TFunction): FormField<TwoFactorConfirm>[] => [
  {
    name: 'code',
    label: t('system.twoFactor.codeLabel'),
    input: (
      <Input
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        style={{ width: 140 }}
        autoFocus
      />
    ),
  },
];

interface SetupPanelProps {
  /** Which secret this panel shows: a new one is made each time two-factor is begun. */
  attempt: number;
  onConfirmed: () => void;
  onCancel: () => void;
}

/** The begun, not yet confirmed state: the secret to scan or type, and the code that turns it on. */
export function SetupPanel({ attempt, onConfirmed, onCancel }: SetupPanelProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TwoFactorConfirm>();
  const fields = useMemo(() => codeFields(t), [t]);
  const { saving, submit } = useFormSubmit(
    form,
    fields,
    (values) => confirmTwoFactor({ code: values.code ?? '' }),
    onConfirmed,
  );
  const qr = useQuery({ queryKey: ['two-factor', 'qr-code', attempt], queryFn: getTwoFactorQrCode });
  const key = useQuery({ queryKey: ['two-factor', 'secret-key', attempt], queryFn: getTwoFactorSecretKey });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="info" showIcon title={t('system.twoFactor.setupIntro')} />
      {qr.data ? (
        // An image, not inline markup: the server's SVG can never run as part of the page.
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.data.svg)}`}
          alt={t('system.twoFactor.qrAlt')}
          width={192}
          height={192}
          style={{ background: '#fff', padding: 8 }}
        />
      ) : (
        <Skeleton.Image active style={{ width: 192, height: 192 }} />
      )}
      <div>
        <Typography.Text type="secondary">{t('system.twoFactor.keyLabel')}</Typography.Text>
        <br />
        {key.data ? (
          <Typography.Text code copyable data-testid="two-factor-key">
            {key.data}
          </Typography.Text>
        ) : (
          <Skeleton.Input active size="small" />
        )}
      </div>
      {/* The buttons below the code: in one row, a refusal's message under the code widened its column and
          pushed them far to the right. */}
      <Form form={form} layout="vertical" name="two-factor-confirm" onFinish={() => void submit()}>
        {fields.map((field) => (
          <FormFieldItem key={field.name} field={field} schema={twoFactorConfirmSchema} form={form} />
        ))}
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('system.twoFactor.confirm')}
            </Button>
            <Button onClick={onCancel}>{t('system.twoFactor.cancelSetup')}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Space>
  );
}
