import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Divider, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentAdminQuery } from '../../api/admins.ts';
import { beginTwoFactor, turnOffTwoFactor } from '../../api/two-factor.ts';
import { showSuccessToast } from '../../components/feedback.ts';
import { useCurrentAdmin } from '../../components/use-current-admin.ts';
import { useSession } from '../../stores/session.ts';
import { PasswordPrompt } from './password-prompt.tsx';
import { codesKey, RecoveryCodes } from './recovery-codes.tsx';
import { SetupPanel } from './setup-panel.tsx';

type Prompt = 'begin' | 'turn-off' | null;

/**
 * The signed-in admin's own two-factor authentication: off, being set up (secret shown, waiting for a
 * code), or on (recovery codes, turn off). Whether it is on is the server's word (the admin profile).
 */
export default function TwoFactorPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const admin = useCurrentAdmin();
  const [prompt, setPrompt] = useState<Prompt>(null);
  // Each begin makes a new secret; the counter keys the setup panel's queries to it.
  const [setupAttempt, setSetupAttempt] = useState(0);
  const [justTurnedOn, setJustTurnedOn] = useState(false);

  // The session hears the change too: an admin whose role requires two-factor may leave this screen once it is on.
  const refreshAdmin = async () => {
    await queryClient.invalidateQueries({ queryKey: currentAdminQuery.queryKey });
    const fresh = queryClient.getQueryData(currentAdminQuery.queryKey);
    if (fresh) useSession.getState().updateProfile(fresh);
  };

  if (!admin) return null;
  const on = admin.two_factor_enabled;
  const settingUp = !on && setupAttempt > 0;

  return (
    <Card
      title={
        <Space>
          {t('system.twoFactor.title')}
          <Tag color={on ? 'green' : undefined}>
            {on ? t('system.twoFactor.on') : t('system.twoFactor.off')}
          </Tag>
        </Space>
      }
    >
      {admin.two_factor_required && !on && (
        <Alert type="warning" showIcon title={t('system.twoFactor.required')} style={{ marginBottom: 16 }} />
      )}
      {on ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Paragraph style={{ margin: 0 }}>{t('system.twoFactor.onIntro')}</Typography.Paragraph>
          <RecoveryCodes shownAtFirst={justTurnedOn} />
          <Divider style={{ margin: '8px 0' }} />
          <div>
            <Button danger onClick={() => setPrompt('turn-off')}>
              {t('system.twoFactor.turnOff')}
            </Button>
          </div>
        </Space>
      ) : settingUp ? (
        <SetupPanel
          attempt={setupAttempt}
          onConfirmed={() => {
            setJustTurnedOn(true);
            setSetupAttempt(0);
            showSuccessToast(t('system.twoFactor.turnedOn'));
            void refreshAdmin();
          }}
          onCancel={() => setPrompt('turn-off')}
        />
      ) : (
        <Space orientation="vertical" size="middle">
          <Typography.Paragraph style={{ margin: 0 }}>{t('system.twoFactor.offIntro')}</Typography.Paragraph>
          <div>
            <Button type="primary" onClick={() => setPrompt('begin')}>
              {t('system.twoFactor.turnOn')}
            </Button>
          </div>
        </Space>
      )}
      {prompt === 'begin' && (
        <PasswordPrompt
          title={t('system.twoFactor.turnOn')}
          onSubmit={async (body) => {
            await beginTwoFactor(body);
            queryClient.removeQueries({ queryKey: codesKey });
            setSetupAttempt((n) => n + 1);
          }}
          onClose={() => setPrompt(null)}
        />
      )}
      {prompt === 'turn-off' && (
        <PasswordPrompt
          title={settingUp ? t('system.twoFactor.cancelSetup') : t('system.twoFactor.turnOff')}
          onSubmit={async (body) => {
            await turnOffTwoFactor(body);
            queryClient.removeQueries({ queryKey: codesKey });
            setSetupAttempt(0);
            setJustTurnedOn(false);
            if (on) showSuccessToast(t('system.twoFactor.turnedOff'));
            await refreshAdmin();
          }}
          onClose={() => setPrompt(null)}
        />
      )}
    </Card>
  );
}
