import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../api/http.ts';
import { shownInPlace } from './feedback.ts';

/** A load that failed: why, and how to ask again. */
export interface LoadFailureState {
  error: Error;
  retry: () => unknown;
  /** The retry is on its way. */
  retrying: boolean;
  /** The rows still shown are another request's (the search before), not this one's. */
  earlierRows?: boolean;
}

/** The failure of a query, or null while it has none. */
export function loadFailureOf(query: UseQueryResult<unknown>): LoadFailureState | null {
  if (!query.isError) return null;
  return { error: query.error, retry: query.refetch, retrying: query.isFetching };
}

/**
 * Said in place of (or above) the data that did not come: a failure must not look like an empty list.
 * The server's message, unless `message` words it for the place; with no answer, a network hint.
 */
export function LoadFailure({
  failure,
  message,
  style,
}: {
  failure: LoadFailureState;
  message?: string;
  style?: CSSProperties;
}) {
  const { t } = useTranslation();
  const serverSays = failure.error instanceof ApiRequestError ? failure.error.message : undefined;
  const reason = message ?? serverSays ?? t('error.noAnswer');
  // The server's sentence is said here, in place of the data: its toast then says that the request
  // failed instead (feedback.ts), so the sentence is not on screen twice.
  useEffect(() => {
    if (message === undefined && serverSays !== undefined) shownInPlace([serverSays]);
  }, [failure.error, message, serverSays]);
  return (
    <Alert
      type="error"
      showIcon
      title={t('error.dataLoadFailed')}
      description={
        failure.earlierRows ? (
          <>
            <div>{reason}</div>
            <div>{t('error.earlierRows')}</div>
          </>
        ) : (
          reason
        )
      }
      style={style}
      action={
        <Button size="small" loading={failure.retrying} onClick={() => void failure.retry()}>
          {t('error.retry')}
        </Button>
      }
    />
  );
}
