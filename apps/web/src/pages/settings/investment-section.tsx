import { Alert, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { settingsUpdateSchema, type Settings, type SettingsUpdate } from '@app/contracts/settings';
import { PageForm, type FormField } from '../../components/crud/index.ts';

// The investment part of the settings, as the server checks it.
const investmentSchema = settingsUpdateSchema.shape.investment.unwrap().unwrap();
type Investment = z.infer<typeof investmentSchema>;

/**
 * Automatic settlement. Saving it needs settings.confirm besides settings.save (API.md), and asks
 * first: pausing holds every payout, resuming pays what waited at once.
 */
export function InvestmentSection({
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
  const fields: FormField<Investment>[] = [
    {
      name: 'auto_settlement',
      label: t('config.autoSettlement'),
      extra: t('config.autoSettlementHint'),
      valuePropName: 'checked',
      input: <Switch />,
    },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {mayChange && !mayConfirm && (
        <Alert type="info" showIcon title={t('config.autoSettlementNeedsConfirm')} />
      )}
      <PageForm<Investment>
        name="settings-investment"
        fields={fields}
        schema={investmentSchema}
        values={settings.investment}
        editable={mayChange && mayConfirm}
        confirm={(values) => ({
          title: t('config.confirmTitle'),
          content: t(values.auto_settlement ? 'config.confirmResume' : 'config.confirmPause'),
        })}
        onSubmit={(values) => save({ investment: { auto_settlement: values.auto_settlement ?? false } })}
      />
    </Space>
  );
}
