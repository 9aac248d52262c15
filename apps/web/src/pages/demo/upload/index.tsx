import { Card, Col, Form, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ImageListUpload,
  ImageUpload,
  PendingUpload,
  type ImageListValue,
  type ImageUploadValue,
} from '../../../components/upload/index.ts';

const urlsOf = (value: ImageUploadValue | ImageListValue): string[] => {
  if (value instanceof PendingUpload) return [];
  if (Array.isArray(value)) return value;
  return value ? [value] : [];
};

function Addresses({ value }: { value: ImageUploadValue | ImageListValue }) {
  const { t } = useTranslation();
  const urls = urlsOf(value);
  return (
    <div>
      <Typography.Text type="secondary">{t('demo.upload.addresses')}</Typography.Text>
      {urls.length === 0 ? (
        <Typography.Paragraph type="secondary">—</Typography.Paragraph>
      ) : (
        urls.map((url) => (
          <Typography.Paragraph key={url} copyable code style={{ marginBottom: 4 }}>
            {url}
          </Typography.Paragraph>
        ))
      )}
    </div>
  );
}

/**
 * The app's image uploads (components/upload) as forms use them: one image, and an ordered list. Files
 * are checked in the browser, sent to /api/files, checked again there and stored by their content.
 */
export default function UploadDemoPage() {
  const { t } = useTranslation();
  const [single, setSingle] = useState<ImageUploadValue>();
  const [list, setList] = useState<ImageListValue>([]);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={t('demo.upload.single')}>
          <Form layout="vertical">
            <Form.Item label={t('demo.upload.image')} htmlFor="demo-upload-single">
              <ImageUpload id="demo-upload-single" value={single} onChange={setSingle} />
            </Form.Item>
          </Form>
          <Addresses value={single} />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('demo.upload.list')}>
          <Form layout="vertical">
            <Form.Item label={t('demo.upload.images')} htmlFor="demo-upload-list">
              <ImageListUpload id="demo-upload-list" max={6} value={list} onChange={setList} />
            </Form.Item>
          </Form>
          <Addresses value={list} />
        </Card>
      </Col>
    </Row>
  );
}
