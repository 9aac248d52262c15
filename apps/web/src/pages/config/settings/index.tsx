import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SettingsUpdate } from '@app/contracts/settings';
import { saveSettings, settingsQuery } from '../../../api/settings.ts';
import { showSuccessToast } from '../../../components/feedback.ts';
import { usePermission } from '../../../components/use-permission.ts';
import { GeneralSection } from './general-section.tsx';
import { InvestmentSection } from './investment-section.tsx';
import { PasswordSection } from './password-section.tsx';

/**
 * Configuration management (spec: config, investments, password change). Reading needs settings.edit
 * (the menu's), saving settings.save; the server checks both again.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const can = usePermission();
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQuery);
  const mutation = useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQuery.queryKey, saved);
      showSuccessToast(t('config.saved'));
    },
  });
  const save = (change: SettingsUpdate) => mutation.mutateAsync(change);
  const mayChange = can('settings.save');

  const body = () => {
    if (settings.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (settings.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={settings.error.message}
          action={<Button onClick={() => void settings.refetch()}>{t('error.reload')}</Button>}
        />
      );
    }
    return (
      <Tabs
        items={[
          {
            key: 'general',
            label: t('config.tabs.general'),
            children: <GeneralSection settings={settings.data} editable={mayChange} save={save} />,
          },
          {
            key: 'investment',
            label: t('config.tabs.investment'),
            children: (
              <InvestmentSection
                settings={settings.data}
                mayChange={mayChange}
                mayConfirm={can('settings.confirm')}
                save={save}
              />
            ),
          },
          { key: 'password', label: t('config.tabs.password'), children: <PasswordSection /> },
        ]}
      />
    );
  };

  return (
    <Card>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {!mayChange && <Alert type="info" showIcon title={t('config.readOnly')} />}
        {body()}
      </Space>
    </Card>
  );
}
