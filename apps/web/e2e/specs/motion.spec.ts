import type { Locator, Page } from '@playwright/test';
import { test } from '../fixtures.ts';
import { signIn } from '../system-support.ts';
import { assert } from '../support.ts';

/** Opens the logout question and gives the dialog's classes as soon as it is in the page. */
async function openLogoutQuestion(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const modal = page.locator('.ant-modal').filter({ hasText: 'Are you sure you want to logout' });
  await modal.waitFor({ state: 'attached' });
  return modal;
}

test.describe(() => {
  test.use({ reducedMotion: 'no-preference' });

  test('motion: dialogs zoom in by default', async ({ page, baseUrl }) => {
    await signIn(page, baseUrl);
    await openLogoutQuestion(page);
    await page
      .locator('.ant-modal.ant-zoom-appear, .ant-modal.ant-zoom-enter')
      .first()
      .waitFor({ state: 'attached' });
  });
});

test.describe(() => {
  test.use({ reducedMotion: 'reduce' });

  test('motion: with reduced motion asked for by the system, dialogs appear at once', async ({
    page,
    baseUrl,
  }) => {
    await signIn(page, baseUrl);
    const modal = await openLogoutQuestion(page);
    const classes = await modal.getAttribute('class');
    assert.ok(classes !== null, 'the dialog has classes');
    assert.doesNotMatch(classes, /ant-zoom/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'detached' });
  });
});
