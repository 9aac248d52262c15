import { Progress, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadState } from './use-image-upload.ts';

/**
 * Under an upload control: the progress while sending, why it failed, and what files it takes, each on
 * a line of its own (side by side, a failure's text ran into the hint's).
 */
export function UploadStatus({ state, hint }: { state: UploadState; hint: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 4 }}>
      {state.status === 'uploading' && (
        <Progress
          percent={state.percent}
          size="small"
          style={{ width: 200 }}
          aria-label={t('upload.uploading')}
        />
      )}
      {state.status === 'failed' && (
        <Typography.Text type="danger" role="alert">
          {state.message}
        </Typography.Text>
      )}
      <Typography.Text type="secondary">{hint}</Typography.Text>
    </div>
  );
}
