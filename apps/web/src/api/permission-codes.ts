import type { UiLanguage } from '@app/contracts/languages';
import type { PermissionCode, PermissionGroup } from '@app/contracts/permissions';
import { queryOptions } from '@tanstack/react-query';
import { http } from './http.ts';

export interface PermissionCodeEntry {
  name: PermissionCode;
  group: PermissionGroup;
  /** "Group · Action" in the language of the request. */
  title: string;
}

// Titles come in the request's language, so each language is its own cache entry.
export const permissionCodesQuery = (language: UiLanguage) =>
  queryOptions({
    queryKey: ['permission-codes', language],
    queryFn: async () => (await http.get<{ data: PermissionCodeEntry[] }>('/api/permission-codes')).data.data,
    staleTime: Infinity,
  });
