import { describe, expect, it } from 'vitest';
import { auditActions } from '@app/contracts/audit-logs';
import { uiLanguages, type UiLanguage } from '@app/contracts/languages';
import { actionLabel } from '../pages/audit-logs/action-label.ts';
import { applyLanguage, i18n } from './index.ts';

async function labelsIn(language: UiLanguage) {
  await applyLanguage(language);
  const t = i18n.getFixedT(language);
  return new Map(auditActions.map((action) => [action, actionLabel(t, action)]));
}

describe('audit log actions', () => {
  it.each(uiLanguages)('%s names every action the server records', async (language) => {
    const labels = await labelsIn(language);
    expect([...labels].filter(([action, label]) => label === action || !label.trim())).toEqual([]);
  });

  it.each(uiLanguages.filter((language) => language !== 'en'))(
    '%s names the actions in its own words, not in English',
    async (language) => {
      const english = await labelsIn('en');
      const labels = await labelsIn(language);
      expect([...labels].filter(([action, label]) => label === english.get(action))).toEqual([]);
    },
  );
});
