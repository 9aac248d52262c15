import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '@app/contracts/settings';

/** Skeleton while the settings load, the failure with a way to try again, else `children` with them. */
export function SettingsLoaded({
  settings,
  children,
}: {
  settings: UseQueryResult<Settings>;
  children: (loaded: Settings) => ReactNode;
}) {
  const { t } = useTranslation();
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
  return children(settings.data);
}
