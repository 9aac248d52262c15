import { ColorPicker, Divider, Drawer, Input, Segmented, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../stores/app.ts';
import {
  layoutModes,
  layoutSizes,
  useSettings,
  type LayoutMode,
  type LayoutSize,
  type ThemeMode,
} from '../stores/settings.ts';
import { useFullscreen } from './use-fullscreen.ts';

const themeColorPresets = [
  '#409EFF',
  '#1677FF',
  '#13C2C2',
  '#52C41A',
  '#FA8C16',
  '#F5222D',
  '#722ED1',
  '#2F54EB',
];
const layoutLabelKeys: Record<LayoutMode, string> = {
  left: 'settings.layoutLeft',
  top: 'settings.layoutTop',
  mix: 'settings.layoutMix',
};

/** One setting: its name on the left, its control (labelled with the same name) on the right. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="group"
      aria-label={label}
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 12,
        margin: '12px 0',
      }}
    >
      <span aria-hidden>{label}</span>
      {children}
    </div>
  );
}

/** Spec §2 settings panel; every choice is stored by the settings store (fullscreen is the screen's own state). */
export default function SettingsPanel() {
  const { t } = useTranslation();
  const open = useAppStore((s) => s.settingsPanelOpen);
  const setOpen = useAppStore((s) => s.setSettingsPanelOpen);
  const settings = useSettings();
  const fullscreen = useFullscreen();
  const { change } = settings;

  return (
    <Drawer open={open} onClose={() => setOpen(false)} title={t('settings.title')} size={300}>
      <Divider>{t('settings.theme')}</Divider>
      <Segmented<ThemeMode>
        aria-label={t('settings.theme')}
        block
        value={settings.theme}
        onChange={(value) => change('theme', value)}
        options={[
          { value: 'light', label: t('settings.light') },
          { value: 'dark', label: t('settings.dark') },
        ]}
      />
      <Row label={t('settings.themeColor')}>
        <ColorPicker
          value={settings.themeColor}
          disabledAlpha
          presets={[{ label: t('settings.themeColor'), colors: themeColorPresets }]}
          onChangeComplete={(color) => change('themeColor', color.toHexString().toUpperCase())}
          aria-label={t('settings.themeColor')}
        />
      </Row>
      <Divider>{t('settings.layout')}</Divider>
      <Segmented<LayoutMode>
        aria-label={t('settings.layout')}
        block
        value={settings.layout}
        onChange={(value) => change('layout', value)}
        options={layoutModes.map((value) => ({ value, label: t(layoutLabelKeys[value]) }))}
      />
      <Divider>{t('settings.interface')}</Divider>
      <Row label={t('settings.size')}>
        <Segmented<LayoutSize>
          aria-label={t('settings.size')}
          size="small"
          value={settings.size}
          onChange={(value) => change('size', value)}
          options={layoutSizes.map((value) => ({ value, label: t(`size.${value}`) }))}
        />
      </Row>
      <Row label={t('settings.tagsView')}>
        <Switch
          aria-label={t('settings.tagsView')}
          checked={settings.tagsView}
          onChange={(on) => change('tagsView', on)}
        />
      </Row>
      <Row label={t('settings.fixedHeader')}>
        <Switch
          aria-label={t('settings.fixedHeader')}
          checked={settings.fixedHeader}
          onChange={(on) => change('fixedHeader', on)}
        />
      </Row>
      <Row label={t('settings.sidebarLogo')}>
        <Switch
          aria-label={t('settings.sidebarLogo')}
          checked={settings.sidebarLogo}
          onChange={(on) => change('sidebarLogo', on)}
        />
      </Row>
      <Row label={t('settings.fullscreen')}>
        <Switch
          aria-label={t('settings.fullscreen')}
          checked={fullscreen.active}
          onChange={fullscreen.toggle}
        />
      </Row>
      <Row label={t('settings.watermark')}>
        <Switch
          aria-label={t('settings.watermark')}
          checked={settings.watermark.enabled}
          onChange={(enabled) => change('watermark', { ...settings.watermark, enabled })}
        />
      </Row>
      {settings.watermark.enabled && (
        <Row label={t('settings.watermarkContent')}>
          <Input
            aria-label={t('settings.watermarkContent')}
            value={settings.watermark.content}
            onChange={(e) => change('watermark', { ...settings.watermark, content: e.target.value })}
            style={{ width: 150 }}
          />
        </Row>
      )}
    </Drawer>
  );
}
