export * from './admins.ts';
export * from './audit-logs.ts';
export * from './departments.ts';
export * from './dictionaries.ts';
export * from './menus.ts';
export * from './roles.ts';
export * from './security.ts';
