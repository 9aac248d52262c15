import { describe, expect, it } from 'vitest';
import { activateAreaTexts } from './area-texts.ts';
import { applyLanguage, i18n } from './index.ts';

async function inLanguage(language: 'zh-cn' | 'en' | 'vn' | 'id') {
  await activateAreaTexts(language);
  await applyLanguage(language);
}

describe('texts that count', () => {
  it('say one thing in the singular in English, and more in the plural', async () => {
    await inLanguage('en');
    expect(i18n.t('bulkReview.approveQuestion', { count: 1 })).toBe('Approve 1 withdrawal?');
    expect(i18n.t('bulkReview.approveQuestion', { count: 3 })).toBe('Approve 3 withdrawals?');
    expect(i18n.t('bulkReview.title', { count: 1 })).toBe('Review 1 withdrawal');
    expect(i18n.t('bulkReview.selectAllMatching', { count: 1 })).toBe('Select the 1 that matches the filter');
    expect(i18n.t('bulkReview.selectAllMatching', { count: 2 })).toBe('Select all 2 that match the filter');
    expect(i18n.t('dashboardFigures.totals.backlogCount', { n: '1', count: 1 })).toBe('1 investment due');
    expect(i18n.t('dashboardFigures.totals.backlogCount', { n: '1,200', count: 1200 })).toBe(
      '1,200 investments due',
    );
    expect(i18n.t('dashboardFigures.totals.backlogCount', { n: '0', count: 0 })).toBe('0 investments due');
  });

  it.each(['zh-cn', 'vn', 'id'] as const)('are written alike for every count in %s', async (language) => {
    await inLanguage(language);
    const one = i18n.t('bulkReview.approveQuestion', { count: 1 });
    expect(one).not.toBe('bulkReview.approveQuestion');
    expect(one.replace('1', '3')).toBe(i18n.t('bulkReview.approveQuestion', { count: 3 }));
  });

  // Vietnamese "duyệt" alone reads as "approve": the bulk dialog's title, the same for either decision,
  // says "review" (xét duyệt), as the reject button beneath it says "reject".
  it('name the bulk review in Vietnamese as a review, not an approval', async () => {
    await inLanguage('vn');
    expect(i18n.t('bulkReview.title', { count: 1 })).toBe('Xét duyệt 1 yêu cầu rút tiền');
    expect(i18n.t('bulkReview.title', { count: 1 })).not.toBe(
      i18n.t('bulkReview.approveQuestion', { count: 1 }).replace('?', ''),
    );
  });
});
