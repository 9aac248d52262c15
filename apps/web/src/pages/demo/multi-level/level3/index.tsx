import { Card, Input, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * The deepest entry of a three-level menu: the sidebar opens each level, the breadcrumb names all three,
 * and a draft typed here shows whether the page was kept while another tab was open.
 */
export default function LevelThreePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [draft, setDraft] = useState('');
  return (
    <Card title={t('demo.multiLevel.title')}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Steps
          current={2}
          items={[
            { title: t('route.multiLevel') },
            { title: t('route.level2') },
            { title: t('route.level3') },
          ]}
        />
        <Typography.Paragraph>
          {t('demo.multiLevel.path')}: <Typography.Text code>{pathname}</Typography.Text>
        </Typography.Paragraph>
        <Input
          aria-label={t('demo.multiLevel.draft')}
          placeholder={t('demo.multiLevel.draft')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          style={{ maxWidth: 360 }}
        />
      </Space>
    </Card>
  );
}
