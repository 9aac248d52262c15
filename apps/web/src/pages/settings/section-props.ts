import type { Settings, SettingsUpdate } from '@app/contracts/settings';

/** What each tab of the settings screen gets: the saved settings, whether it may change them, and the save. */
export interface SettingsSectionProps {
  settings: Settings;
  editable: boolean;
  save: (change: SettingsUpdate) => Promise<unknown>;
}
