import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { twoFactorConfirmSchema } from '@app/contracts/auth';
import { ApiRequestError } from '../../../api/http.ts';
import { confirmTwoFactor, getTwoFactorQrCode, getTwoFactorSecretKey } from '../../../api/two-factor.ts';
import { schemaRule } from '../../../components/schema-rule.ts';
import { serverFieldErrors } from '../../../components/crud/index.ts';

interface SetupPanelProps {
  /** Which secret this panel shows: a new one is made each time two-factor is begun. */
  attempt: number;
  onConfirmed: () => void;
  onCancel: () => void;
}

/** The begun, not yet confirmed state: the secret to scan or type, and the code that turns it on. */
export function SetupPanel({ attempt, onConfirmed, onCancel }: SetupPanelProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code?: string }>();
  const [confirming, setConfirming] = useState(false);
  const qr = useQuery({ queryKey: ['two-factor', 'qr-code', attempt], queryFn: getTwoFactorQrCode });
  const key = useQuery({ queryKey: ['two-factor', 'secret-key', attempt], queryFn: getTwoFactorSecretKey });

  const confirm = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    setConfirming(true);
    try {
      await confirmTwoFactor({ code: form.getFieldValue('code') as string });
      onConfirmed();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 422) {
        form.setFields(serverFieldErrors(error.errors, ['code']));
      }
    } finally {
      setConfirming(false);
    }
  };

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
      <Form form={form} layout="inline" name="two-factor-confirm" onFinish={() => void confirm()}>
        <Form.Item
          name="code"
          label={t('system.twoFactor.codeLabel')}
          rules={[schemaRule(twoFactorConfirmSchema, 'code', t)]}
        >
          <Input
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            style={{ width: 140 }}
            autoFocus
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={confirming}>
              {t('system.twoFactor.confirm')}
            </Button>
            <Button onClick={onCancel}>{t('system.twoFactor.cancelSetup')}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Space>
  );
}
