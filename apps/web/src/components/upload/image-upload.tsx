import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Image, Space, theme } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_MB } from './image-file.ts';
import { ImageFileInput } from './image-file-input.tsx';
import { PendingUpload } from './pending-upload.ts';
import { UploadStatus } from './upload-status.tsx';
import { uploadInto, useImageUpload } from './use-image-upload.ts';

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

  const choose = (file: File) => uploadInto(upload, file, shown, (url) => url, onChange);

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
        <UploadStatus state={state} hint={t('upload.hint', { max: IMAGE_MAX_MB })} />
      </Space>
      <ImageFileInput ref={input} onChoose={(file) => void choose(file)} />
    </div>
  );
}
