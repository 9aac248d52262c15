export * from './auth.ts';
export * from './errors.ts';
export * from './languages.ts';
export * from './menus.ts';
export * from './permissions.ts';
export * from './validation.ts';
