import { Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_MAX_IMAGES, settingsUpdateSchema, type SettingsUpdate } from '@app/contracts/settings';
import { PageForm, type FormField } from '../../components/crud/index.ts';
import type { SettingsSectionProps } from './section-props.ts';
import { ImageListUpload, imageUploadRule } from '../../components/upload/index.ts';

type General = Pick<SettingsUpdate, 'customer_service_link' | 'invitation_code_required' | 'carousel_images'>;

/** Customer service link, mandatory invitation code and the members' app carousel. */
export function GeneralSection({ settings, editable, save }: SettingsSectionProps) {
  const { t } = useTranslation();
  const fields: FormField<General>[] = [
    {
      name: 'customer_service_link',
      label: t('config.customerServiceLink'),
      extra: t('config.customerServiceLinkHint'),
      input: <Input placeholder="https://" allowClear />,
    },
    {
      name: 'invitation_code_required',
      label: t('config.invitationCodeRequired'),
      extra: t('config.invitationCodeRequiredHint'),
      valuePropName: 'checked',
      input: <Switch />,
    },
    {
      name: 'carousel_images',
      label: t('config.carouselImages'),
      rules: [imageUploadRule(t)],
      input: <ImageListUpload max={CAROUSEL_MAX_IMAGES} />,
    },
  ];
  return (
    <PageForm<General>
      name="settings-general"
      fields={fields}
      schema={settingsUpdateSchema}
      values={settings}
      editable={editable}
      onSubmit={(values) =>
        // Every part of this form is sent, so a cleared link or an emptied carousel is saved as such.
        save({
          customer_service_link: values.customer_service_link ?? null,
          invitation_code_required: values.invitation_code_required ?? false,
          carousel_images: values.carousel_images ?? [],
        })
      }
    />
  );
}
