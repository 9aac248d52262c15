import { UndoOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Space, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { IconSelect } from '../../../components/icon-select/index.tsx';
import { MenuIcon } from '../../../layout/menu-icons.tsx';

interface IconChoice {
  icon?: string;
}

/** The icon selector that menu management uses, in a form of its own with a large preview. */
export default function IconSelectorDemoPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [form] = Form.useForm<IconChoice>();
  const icon = Form.useWatch('icon', form);

  return (
    <Card>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('demoTools.iconSelector.intro')}
        </Typography.Paragraph>
        <Form<IconChoice> form={form} name="icon-selector-demo" layout="vertical" style={{ maxWidth: 420 }}>
          <Form.Item name="icon" label={t('demoTools.iconSelector.icon')}>
            <IconSelect placeholder={t('demoTools.iconSelector.placeholder')} />
          </Form.Item>
          <Button icon={<UndoOutlined />} disabled={!icon} onClick={() => form.resetFields()}>
            {t('demoTools.iconSelector.reset')}
          </Button>
        </Form>
        <section aria-label={t('demoTools.iconSelector.preview')} aria-live="polite">
          <Typography.Title level={5}>{t('demoTools.iconSelector.preview')}</Typography.Title>
          <Flex
            vertical
            align="center"
            justify="center"
            gap="small"
            style={{
              width: 200,
              height: 160,
              border: `1px dashed ${token.colorBorder}`,
              borderRadius: token.borderRadiusLG,
            }}
          >
            {icon ? (
              <>
                <span style={{ fontSize: 64, lineHeight: 1 }} aria-hidden>
                  <MenuIcon name={icon} />
                </span>
                <Typography.Text strong>{icon}</Typography.Text>
              </>
            ) : (
              <Typography.Text type="secondary">{t('demoTools.iconSelector.none')}</Typography.Text>
            )}
          </Flex>
        </section>
      </Space>
    </Card>
  );
}
