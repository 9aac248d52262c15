import { Alert, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { settingsUpdateSchema, type SettingsUpdate } from '@app/contracts/settings';
import { PageForm, type FormField } from '../../components/crud/index.ts';
import { RichTextEditor } from '../../components/rich-text/index.ts';
import { usePermission } from '../../components/use-permission.ts';
import { SettingsLoaded } from '../settings/settings-loaded.tsx';
import { useSettings } from '../settings/use-settings.ts';

type About = Pick<SettingsUpdate, 'about_us'>;

/** About us: the members' app page, written here as rich text and sanitised by the server on save. */
export default function AboutPage() {
  const { t } = useTranslation();
  const can = usePermission();
  const { settings, save } = useSettings();
  const mayChange = can('settings.save');
  const fields: FormField<About>[] = [
    {
      name: 'about_us',
      label: t('route.aboutUs'),
      input: <RichTextEditor minHeight={320} label={t('route.aboutUs')} />,
    },
  ];

  return (
    <Card>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('config.about.intro')}
        </Typography.Paragraph>
        {!mayChange && <Alert type="info" showIcon title={t('config.readOnly')} />}
        <SettingsLoaded settings={settings}>
          {(loaded) => (
            <PageForm<About>
              name="settings-about"
              layout="vertical"
              fields={fields}
              schema={settingsUpdateSchema}
              values={loaded}
              editable={mayChange}
              // An emptied page is saved as such.
              onSubmit={(values) => save({ about_us: values.about_us ?? '' })}
            />
          )}
        </SettingsLoaded>
      </Space>
    </Card>
  );
}
