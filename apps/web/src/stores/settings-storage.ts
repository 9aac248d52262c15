// Where the settings persist (zustand's JSON: `{ state, version }`). The build reads it too: the signed-in
// preload script (vite.config.ts) finds the stored language there.
export const SETTINGS_STORAGE_KEY = 'settings';
