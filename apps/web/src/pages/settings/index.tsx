import { Alert, Card, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../components/use-permission.ts';
import { SettingsLoaded } from './settings-loaded.tsx';
import { useSettings } from './use-settings.ts';
import { ApprovalsSection } from './approvals-section.tsx';
import { GeneralSection } from './general-section.tsx';
import { InvestmentSection } from './investment-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { WithdrawalSection } from './withdrawal-section.tsx';

/**
 * Configuration management (spec: config, investments, password change). Reading needs settings.edit
 * (the menu's), saving settings.save; the server checks both again.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const can = usePermission();
  const { settings, save } = useSettings();
  const mayChange = can('settings.save');

  return (
    <Card>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {!mayChange && <Alert type="info" showIcon title={t('config.readOnly')} />}
        <SettingsLoaded settings={settings}>
          {(loaded) => (
            <Tabs
              items={[
                {
                  key: 'general',
                  label: t('config.tabs.general'),
                  children: <GeneralSection settings={loaded} editable={mayChange} save={save} />,
                },
                {
                  key: 'investment',
                  label: t('config.tabs.investment'),
                  children: (
                    <InvestmentSection
                      settings={loaded}
                      mayChange={mayChange}
                      mayConfirm={can('settings.confirm')}
                      save={save}
                    />
                  ),
                },
                {
                  key: 'withdrawals',
                  label: t('config.tabs.withdrawals'),
                  children: <WithdrawalSection settings={loaded} editable={mayChange} save={save} />,
                },
                {
                  key: 'approvals',
                  label: t('config.tabs.approvals'),
                  children: (
                    <ApprovalsSection
                      settings={loaded}
                      mayChange={mayChange}
                      mayConfirm={can('settings.confirm')}
                      save={save}
                    />
                  ),
                },
                { key: 'password', label: t('config.tabs.password'), children: <PasswordSection /> },
              ]}
            />
          )}
        </SettingsLoaded>
      </Space>
    </Card>
  );
}
