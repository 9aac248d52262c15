import {
  FullscreenExitOutlined,
  FullscreenOutlined,
  FontSizeOutlined,
  SettingOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiLanguageOf, uiLanguages, type UiLanguage } from '@app/contracts/languages';
import { languageNames } from '../i18n/languages.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { useAppStore } from '../stores/app.ts';
import { layoutSizes, useSettings, type LayoutSize } from '../stores/settings.ts';
import { AccountMenu } from './account-menu.tsx';
import { useFullscreen } from './use-fullscreen.ts';

/** Fullscreen, size, language, settings and the admin's own menu (spec §4 navbar). */
export function NavbarActions() {
  const { t } = useTranslation();
  const fullscreen = useFullscreen();
  const { language, switchTo } = useLanguage();
  const { size, showSettings, change } = useSettings();
  const device = useAppStore((s) => s.device);
  const openSettings = useAppStore((s) => s.setSettingsPanelOpen);
  const fullscreenLabel = fullscreen.active ? t('navbar.exitFullscreen') : t('navbar.fullscreen');

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 4, marginInlineStart: 'auto', flex: 'none' }}>
      {device === 'desktop' && (
        <Button
          type="text"
          icon={fullscreen.active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
          aria-label={fullscreenLabel}
          title={fullscreenLabel}
          aria-pressed={fullscreen.active}
          onClick={fullscreen.toggle}
        />
      )}
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [size],
          items: layoutSizes.map((key) => ({ key, label: t(`size.${key}`) })),
          onClick: ({ key }) => change('size', key as LayoutSize),
        }}
      >
        <Button
          type="text"
          icon={<FontSizeOutlined />}
          aria-label={t('navbar.size')}
          title={t('navbar.size')}
        />
      </Dropdown>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [language],
          items: uiLanguages.map((key) => ({
            key,
            label: <span lang={apiLanguageOf[key]}>{languageNames[key]}</span>,
          })),
          onClick: ({ key }) => void switchTo(key as UiLanguage),
        }}
      >
        <Button
          type="text"
          icon={<TranslationOutlined />}
          aria-label={t('navbar.language')}
          title={t('navbar.language')}
        />
      </Dropdown>
      {showSettings && (
        <Button
          type="text"
          icon={<SettingOutlined />}
          aria-label={t('navbar.settings')}
          title={t('navbar.settings')}
          onClick={() => openSettings(true)}
        />
      )}
      <AccountMenu />
    </div>
  );
}
