import type { Settings, SettingsUpdate } from '@app/contracts/settings';
import { queryOptions } from '@tanstack/react-query';
import { http } from './http.ts';

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: async () => (await http.get<{ data: Settings }>('/api/settings')).data.data,
});

/** PUT /api/settings with only the parts being changed; the answer is every setting as saved. */
export async function saveSettings(change: SettingsUpdate): Promise<Settings> {
  const { data } = await http.put<{ data: Settings }>('/api/settings', change);
  return data.data;
}
