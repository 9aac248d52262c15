import { ExportOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const DOCS_URL = '/api/docs';

/**
 * The server's interactive API documentation (Swagger UI, served by the server itself, so it works on
 * an intranet) inside the app, with a way out to a tab of its own.
 */
export default function InternalDocPage() {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  return (
    <Card
      title={t('demo.internalDoc.title')}
      extra={
        <Button icon={<ExportOutlined />} href={DOCS_URL} target="_blank" rel="noopener noreferrer">
          {t('demo.internalDoc.openInTab')}
        </Button>
      }
      styles={{ body: { padding: 0 } }}
    >
      {!loaded && (
        <Space style={{ padding: 16 }}>
          <Typography.Text type="secondary">{t('app.loading')}</Typography.Text>
        </Space>
      )}
      <iframe
        src={DOCS_URL}
        title={t('demo.internalDoc.title')}
        onLoad={() => setLoaded(true)}
        style={{ display: 'block', width: '100%', height: 'calc(100vh - 240px)', minHeight: 480, border: 0 }}
      />
    </Card>
  );
}
