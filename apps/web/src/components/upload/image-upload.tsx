import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Image, Progress, Space, theme, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_MB } from './image-file.ts';
import { ImageFileInput } from './image-file-input.tsx';
import { PendingUpload } from './pending-upload.ts';
import { useImageUpload } from './use-image-upload.ts';

export type ImageUploadValue = string | PendingUpload | null | undefined;

export interface ImageUploadProps {
  /** The uploaded file's URL; a PendingUpload while a new one is on its way. */
  value?: ImageUploadValue;
  onChange?: (value: string | PendingUpload | undefined) => void;
  /** From Form.Item: the field's label names the upload button. */
  id?: string;
  /** Edge of the preview in px. */
  size?: number;
  disabled?: boolean;
}

const committed = (value: ImageUploadValue) =>
  value instanceof PendingUpload ? value.previous : (value ?? undefined);

/**
 * An image field for form modals: shows the image, uploads a new one to /api/files (checked in the
 * browser first, with progress), and removes or replaces it. Its value is the file's URL.
 */
export function ImageUpload({ value, onChange, id, size = 96, disabled }: ImageUploadProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const { state, upload, cancel, clear } = useImageUpload();
  const shown = committed(value);
  const uploading = state.status === 'uploading';

  const choose = async (file: File) => {
    let sent = false;
    const url = await upload(file, () => {
      sent = true;
      onChange?.(new PendingUpload(shown));
    });
    if (url) onChange?.(url);
    else if (sent) onChange?.(shown); // failed or cancelled: the field keeps what it had
  };

  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
      {shown ? (
        <Image
          src={shown}
          alt={t('upload.preview')}
          width={size}
          height={size}
          style={{ objectFit: 'cover', borderRadius: token.borderRadius }}
        />
      ) : (
        <div
          aria-hidden
          style={{
            width: size,
            height: size,
            display: 'grid',
            placeItems: 'center',
            border: `1px dashed ${token.colorBorder}`,
            borderRadius: token.borderRadius,
            fontSize: size / 3,
            color: token.colorTextQuaternary,
          }}
        >
          <PictureOutlined />
        </div>
      )}
      <Space orientation="vertical" size={4} style={{ flex: 1, minWidth: 0 }}>
        <Space wrap>
          <Button
            id={id}
            icon={<UploadOutlined />}
            disabled={disabled || uploading}
            onClick={() => input.current?.click()}
          >
            {t(shown ? 'upload.replace' : 'upload.choose')}
          </Button>
          {uploading ? (
            <Button onClick={cancel}>{t('upload.cancel')}</Button>
          ) : (
            shown && (
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={disabled}
                onClick={() => {
                  clear();
                  onChange?.(undefined);
                }}
              >
                {t('upload.remove')}
              </Button>
            )
          )}
        </Space>
        {uploading && (
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
        <Typography.Text type="secondary">{t('upload.hint', { max: IMAGE_MAX_MB })}</Typography.Text>
      </Space>
      <ImageFileInput ref={input} onChoose={(file) => void choose(file)} />
    </div>
  );
}
