// Every permission code the server knows (API.md "Permission codes"). Each admin route names one.
export const permissionGroups = {
  roles: ['add', 'query', 'modify', 'delete', 'permissions'],
  admins: ['add', 'query', 'modify', 'delete'],
  projects: ['add', 'query', 'modify', 'delete'],
  categories: ['add', 'query', 'modify', 'delete'],
  users: ['query', 'modify', 'password', 'balance'],
  investments: ['query'],
  withdrawals: ['query', 'review'],
  'balance-records': ['query'],
  settings: ['save', 'confirm', 'edit'],
  menus: ['add', 'query', 'modify', 'delete'],
  departments: ['add', 'query', 'modify', 'delete'],
  dictionaries: ['add', 'query', 'modify', 'delete'],
  currencies: ['add', 'query', 'modify', 'delete'],
  channels: ['add', 'query', 'modify', 'delete'],
  funds: ['query'],
  'audit-logs': ['query'],
  dashboard: ['query'],
} as const;

type Groups = typeof permissionGroups;
export type PermissionGroup = keyof Groups;
export type PermissionCode = {
  [G in PermissionGroup]: `${G}.${Groups[G][number]}`;
}[PermissionGroup];

export interface PermissionDefinition {
  name: PermissionCode;
  group: PermissionGroup;
}

export const permissionDefinitions: PermissionDefinition[] = Object.entries(permissionGroups).flatMap(
  ([group, actions]) =>
    actions.map((action) => ({
      name: `${group}.${action}` as PermissionCode,
      group: group as PermissionGroup,
    })),
);

export const permissionCodes: PermissionCode[] = permissionDefinitions.map((p) => p.name);

export function isPermissionCode(value: string): value is PermissionCode {
  return (permissionCodes as string[]).includes(value);
}
