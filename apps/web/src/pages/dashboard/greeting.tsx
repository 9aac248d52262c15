import { Card, Descriptions, Empty, Input, Space, Tag, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentAdmin } from '../../components/use-current-admin.ts';
import { permissionNamesOf } from '../../stores/session.ts';

/**
 * The home page of an admin who may not read the figures: who is signed in, with name, role and
 * permissions as the server reports them now (refetched whenever the page is shown).
 */
export function GreetingPanel() {
  const { t } = useTranslation();
  const admin = useCurrentAdmin();
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter.trim().toLowerCase());

  if (!admin) return null;
  const permissions = permissionNamesOf(admin).sort();
  const shown = permissions.filter((name) => name.toLowerCase().includes(deferredFilter));
  const role = admin.role?.name ?? (admin.is_super ? t('dashboard.superAdmin') : t('dashboard.noRole'));

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('dashboard.welcome', { name: admin.name })}
        </Typography.Title>
        <Descriptions column={{ xs: 1, md: 2, xl: 4 }}>
          <Descriptions.Item label={t('dashboard.email')}>{admin.email}</Descriptions.Item>
          <Descriptions.Item label={t('dashboard.role')}>
            {role}
            {admin.is_super && admin.role && (
              <Tag color="gold" style={{ marginInlineStart: 8 }}>
                {t('dashboard.superAdmin')}
              </Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('dashboard.twoFactor')}>
            {admin.two_factor_enabled ? t('dashboard.twoFactorOn') : t('dashboard.twoFactorOff')}
          </Descriptions.Item>
          <Descriptions.Item label={t('dashboard.permissionCount')}>{permissions.length}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card
        title={t('dashboard.permissions')}
        extra={
          <Input.Search
            allowClear
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={t('dashboard.permissionFilter')}
            aria-label={t('dashboard.permissionFilter')}
            style={{ width: 240 }}
          />
        }
      >
        {admin.is_super && (
          <Typography.Paragraph type="secondary">{t('dashboard.allPermissions')}</Typography.Paragraph>
        )}
        {shown.length ? (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {shown.map((name) => (
              <Tag key={name}>{name}</Tag>
            ))}
          </div>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noPermissionMatch')} />
        )}
      </Card>
    </Space>
  );
}
