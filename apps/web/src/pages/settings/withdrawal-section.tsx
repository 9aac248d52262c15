import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_OVERDUE_HOURS, settingsUpdateSchema, type SettingsUpdate } from '@app/contracts/settings';
import { PageForm, type FormField } from '../../components/crud/index.ts';
import type { SettingsSectionProps } from './section-props.ts';

type Withdrawals = Pick<SettingsUpdate, 'withdrawal_overdue_hours'>;

/** The age past which the review list marks a waiting withdrawal overdue. */
export function WithdrawalSection({ settings, editable, save }: SettingsSectionProps) {
  const { t } = useTranslation();
  const fields: FormField<Withdrawals>[] = [
    {
      name: 'withdrawal_overdue_hours',
      label: t('config.withdrawalOverdueHours'),
      extra: t('config.withdrawalOverdueHoursHint'),
      required: true,
      input: (
        <InputNumber
          min={WITHDRAWAL_OVERDUE_HOURS.min}
          max={WITHDRAWAL_OVERDUE_HOURS.max}
          precision={0}
          style={{ width: 200 }}
        />
      ),
    },
  ];
  return (
    <PageForm<Withdrawals>
      name="settings-withdrawals"
      fields={fields}
      schema={settingsUpdateSchema}
      values={settings}
      editable={editable}
      onSubmit={(values) =>
        save({
          withdrawal_overdue_hours: values.withdrawal_overdue_hours ?? WITHDRAWAL_OVERDUE_HOURS.default,
        })
      }
    />
  );
}
