import type { TFunction } from 'i18next';

/** An audit action in the reader's language; one the app has no name for (a newer server's) as written. */
export const actionLabel = (t: TFunction, action: string): string =>
  t(`system.audit.actions.${action}`, { defaultValue: action });
