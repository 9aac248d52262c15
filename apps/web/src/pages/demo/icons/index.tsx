import { SearchOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon, menuIconNames } from '../../../layout/menu-icons.tsx';
import { showErrorToast, showSuccessToast } from '../../../components/feedback.ts';

/** Every icon the sidebar can draw; choosing one copies its name, ready for menu management. */
export default function IconsDemoPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const term = keyword.trim().toLowerCase();
  const shown = menuIconNames.filter((name) => name.includes(term));

  const copy = async (name: string) => {
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(name);
      showSuccessToast(t('demoTools.icons.copied', { name }));
    } catch {
      showErrorToast(t('demoTools.icons.copyFailed'));
    }
  };

  return (
    <Card>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('demoTools.icons.intro')}
        </Typography.Paragraph>
        <Space wrap>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder={t('demoTools.icons.search')}
            aria-label={t('demoTools.icons.search')}
            style={{ width: 260 }}
          />
          <Typography.Text type="secondary">
            {t('demoTools.icons.count', { count: shown.length })}
          </Typography.Text>
        </Space>
        {shown.length ? (
          <ul
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
              gap: 12,
              listStyle: 'none',
              margin: 0,
              padding: 0,
            }}
          >
            {shown.map((name) => (
              <li key={name}>
                <Button
                  block
                  aria-label={t('demoTools.icons.copy', { name })}
                  title={t('demoTools.icons.copy', { name })}
                  onClick={() => void copy(name)}
                  style={{ height: 'auto', padding: '16px 8px', flexDirection: 'column', gap: 8 }}
                >
                  <span style={{ fontSize: 28, lineHeight: 1 }} aria-hidden>
                    <MenuIcon name={name} />
                  </span>
                  <span>{name}</span>
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('demoTools.icons.empty', { keyword: term })}
          />
        )}
      </Space>
    </Card>
  );
}
