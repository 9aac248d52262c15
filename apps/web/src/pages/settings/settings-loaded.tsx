import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { Settings } from '@app/contracts/settings';
import { LoadFailure, loadFailureOf } from '../../components/load-failure.tsx';

/** Skeleton while the settings load, the failure with a way to try again, else `children` with them. */
export function SettingsLoaded({
  settings,
  children,
}: {
  settings: UseQueryResult<Settings>;
  children: (loaded: Settings) => ReactNode;
}) {
  if (settings.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  // The server's message, or a hint in the user's language when no answer came (not the browser's words).
  if (settings.isError) return <LoadFailure failure={loadFailureOf(settings)!} />;
  return children(settings.data);
}
