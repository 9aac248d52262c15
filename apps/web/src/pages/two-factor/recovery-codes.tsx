import { useQuery } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRecoveryCodes, regenerateRecoveryCodes } from '../../api/two-factor.ts';
import { useWrite } from '../../components/use-write.ts';

/** The codes of the current secret: forgotten whenever two-factor begins again or is turned off. */
export const codesKey = ['two-factor', 'recovery-codes'] as const;

/**
 * The recovery codes, each good for one sign-in without the authenticator. Hidden until asked for, so
 * they are not on screen while nobody looks; shown at once right after two-factor is turned on.
 */
export function RecoveryCodes({ shownAtFirst }: { shownAtFirst: boolean }) {
  const { t } = useTranslation();
  const write = useWrite();
  const [shown, setShown] = useState(shownAtFirst);
  const [renewing, setRenewing] = useState(false);
  const codes = useQuery({ queryKey: codesKey, queryFn: getRecoveryCodes, enabled: shown, staleTime: 0 });

  const renew = async () => {
    setRenewing(true);
    try {
      await write(regenerateRecoveryCodes, { notice: t('system.twoFactor.regenerated'), stale: [codesKey] });
      setShown(true);
    } finally {
      setRenewing(false);
    }
  };

  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('system.twoFactor.recoveryTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('system.twoFactor.recoveryIntro')}
      </Typography.Paragraph>
      {shown && codes.data && (
        <Typography.Paragraph copyable={{ text: codes.data.join('\n') }} style={{ margin: 0 }}>
          <ul
            aria-label={t('system.twoFactor.recoveryTitle')}
            style={{ fontFamily: 'monospace', paddingInlineStart: 20 }}
          >
            {codes.data.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </Typography.Paragraph>
      )}
      <Space wrap>
        <Button onClick={() => setShown(!shown)} loading={shown && codes.isLoading}>
          {shown ? t('system.twoFactor.hideCodes') : t('system.twoFactor.showCodes')}
        </Button>
        <Popconfirm
          title={t('system.twoFactor.regenerateConfirm')}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={() => renew()}
        >
          <Button loading={renewing}>{t('system.twoFactor.regenerate')}</Button>
        </Popconfirm>
      </Space>
    </Space>
  );
}
