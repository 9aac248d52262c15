import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Image, Space, theme, Tooltip, Typography } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_MB } from './image-file.ts';
import { ImageFileInput } from './image-file-input.tsx';
import { PendingUpload } from './pending-upload.ts';
import { UploadStatus } from './upload-status.tsx';
import { uploadInto, useImageUpload } from './use-image-upload.ts';

export type ImageListValue = string[] | PendingUpload<string[]> | null | undefined;

export interface ImageListUploadProps {
  /** The images' URLs in the order shown; a PendingUpload while one more is on its way. */
  value?: ImageListValue;
  onChange?: (value: string[] | PendingUpload<string[]>) => void;
  /** From Form.Item: the field's label names the add button. */
  id?: string;
  /** How many images the list may hold. */
  max: number;
  disabled?: boolean;
}

const committed = (value: ImageListValue): string[] =>
  value instanceof PendingUpload ? value.previous : (value ?? []);

function moved(list: string[], from: number, to: number): string[] {
  const next = [...list];
  const [image] = next.splice(from, 1);
  next.splice(to, 0, image!);
  return next;
}

/**
 * An ordered list of images for a form (carousel pictures): adds one upload at a time to /api/files,
 * checked in the browser first, and moves or removes each with a button, so it works from the keyboard.
 */
export function ImageListUpload({ value, onChange, id, max, disabled }: ImageListUploadProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const { state, upload, cancel } = useImageUpload();
  const images = committed(value);
  const uploading = state.status === 'uploading';

  const add = (file: File) => uploadInto(upload, file, images, (url) => [...images, url], onChange);

  // Enabled controls get `undefined`, not `false`: an explicit false would override a disabled form
  // (antd's DisabledContext), and an admin who may only read would still be offered the buttons.
  const tool = (title: string, icon: ReactNode, onClick: () => void, off = false) => (
    <Tooltip title={title}>
      <Button
        size="small"
        type="text"
        aria-label={title}
        icon={icon}
        disabled={disabled || off || undefined}
        onClick={onClick}
      />
    </Tooltip>
  );

  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      {images.length === 0 && <Typography.Text type="secondary">{t('upload.empty')}</Typography.Text>}
      <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        {images.map((url, index) => (
          <li
            key={`${index}:${url}`}
            style={{
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadius,
              padding: 4,
            }}
          >
            <Image
              src={url}
              alt={`${t('upload.preview')} ${index + 1}`}
              width={160}
              height={90}
              style={{ objectFit: 'cover', borderRadius: token.borderRadiusSM }}
            />
            <div style={{ display: 'flex', justifyContent: 'center', gap: 4 }}>
              {tool(
                t('upload.moveEarlier'),
                <ArrowUpOutlined />,
                () => onChange?.(moved(images, index, index - 1)),
                index === 0 || uploading,
              )}
              {tool(
                t('upload.moveLater'),
                <ArrowDownOutlined />,
                () => onChange?.(moved(images, index, index + 1)),
                index === images.length - 1 || uploading,
              )}
              {tool(
                t('upload.remove'),
                <DeleteOutlined />,
                () => onChange?.(images.filter((_, i) => i !== index)),
                uploading,
              )}
            </div>
          </li>
        ))}
      </ol>
      <Space wrap>
        <Button
          id={id}
          icon={<PlusOutlined />}
          disabled={disabled || uploading || images.length >= max || undefined}
          onClick={() => input.current?.click()}
        >
          {t('upload.add')}
        </Button>
        {uploading && <Button onClick={cancel}>{t('upload.cancel')}</Button>}
      </Space>
      <UploadStatus
        state={state}
        hint={`${t('upload.hint', { max: IMAGE_MAX_MB })} · ${t('upload.limit', { max })}`}
      />
      <ImageFileInput ref={input} onChoose={(file) => void add(file)} />
    </Space>
  );
}
