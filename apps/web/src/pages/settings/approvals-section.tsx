import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { settingsUpdateSchema, type Settings, type SettingsUpdate } from '@app/contracts/settings';
import { PageForm, type FormField } from '../../components/crud/index.ts';
import { MoneyInput, moneyInputRule } from '../../components/money/index.ts';

// The four-eyes thresholds, as the server checks them.
const approvalsSchema = settingsUpdateSchema.shape.approvals.unwrap().unwrap();
type Approvals = z.infer<typeof approvalsSchema>;

/**
 * Four-eyes: withdrawals and balance edits above these amounts need a second admin; 0 is off.
 * Like automatic settlement, saving them needs settings.confirm besides settings.save (API.md).
 */
export function ApprovalsSection({
  settings,
  mayChange,
  mayConfirm,
  save,
}: {
  settings: Settings;
  mayChange: boolean;
  mayConfirm: boolean;
  save: (change: SettingsUpdate) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const amount = (name: keyof Approvals, label: string, extra: string): FormField<Approvals> => ({
    name,
    label,
    extra,
    required: true,
    rules: [moneyInputRule(t)],
    input: <MoneyInput aria-label={label} />,
  });
  const fields: FormField<Approvals>[] = [
    amount(
      'withdrawal_above',
      t('config.approvals.withdrawalAbove'),
      t('config.approvals.withdrawalAboveHint'),
    ),
    amount(
      'balance_edit_above',
      t('config.approvals.balanceEditAbove'),
      t('config.approvals.balanceEditAboveHint'),
    ),
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {mayChange && !mayConfirm && <Alert type="info" showIcon title={t('config.approvals.needsConfirm')} />}
      <PageForm<Approvals>
        name="settings-approvals"
        fields={fields}
        schema={approvalsSchema}
        values={settings.approvals}
        editable={mayChange && mayConfirm}
        onSubmit={(values) =>
          save({
            approvals: {
              withdrawal_above: values.withdrawal_above ?? 0,
              balance_edit_above: values.balance_edit_above ?? 0,
            },
          })
        }
      />
    </Space>
  );
}
