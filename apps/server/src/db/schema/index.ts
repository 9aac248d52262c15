export * from './admins.ts';
export * from './menus.ts';
export * from './roles.ts';
export * from './security.ts';
