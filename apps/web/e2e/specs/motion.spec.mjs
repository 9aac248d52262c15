import { assert, signIn } from '../support.mjs';

/** Opens the logout question and gives the dialog's classes as soon as it is in the page. */
async function openLogoutQuestion(page) {
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const modal = page.locator('.ant-modal').filter({ hasText: 'Are you sure you want to logout' });
  await modal.waitFor({ state: 'attached' });
  return modal;
}

export default [
  {
    name: 'motion: dialogs zoom in by default',
    context: { reducedMotion: 'no-preference' },
    async run({ page, baseUrl }) {
      await signIn(page, baseUrl);
      await openLogoutQuestion(page);
      await page
        .locator('.ant-modal.ant-zoom-appear, .ant-modal.ant-zoom-enter')
        .first()
        .waitFor({ state: 'attached' });
    },
  },
  {
    name: 'motion: with reduced motion asked for by the system, dialogs appear at once',
    context: { reducedMotion: 'reduce' },
    async run({ page, baseUrl }) {
      await signIn(page, baseUrl);
      const modal = await openLogoutQuestion(page);
      assert.doesNotMatch(await modal.getAttribute('class'), /ant-zoom/);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await modal.waitFor({ state: 'detached' });
    },
  },
];
