import { assert, openFromMenu, openSidebar, signIn } from '../support.mjs';

const tab = (page, name) => page.getByRole('tab', { name, exact: true });
const closeTab = (page, name) => tab(page, name).locator('.tags-view-close').click();

export default [
  {
    name: 'tags open and close, and the kept-alive dashboard keeps what was typed in it',
    async run({ page, baseUrl }) {
      await signIn(page, baseUrl);
      await openSidebar(page);
      const filter = page.getByRole('searchbox', { name: 'Filter permissions' });
      await filter.fill('withdrawals');
      await page.getByText('users.query').waitFor({ state: 'detached' });

      await openFromMenu(page, 'System', 'Roles');
      await tab(page, 'Roles').waitFor();
      await openFromMenu(page, 'System', 'Administrators');
      await tab(page, 'Administrators').waitFor();
      assert.deepEqual(await page.getByRole('tab').allTextContents(), ['Home', 'Roles', 'Administrators']);

      await closeTab(page, 'Roles');
      await tab(page, 'Roles').waitFor({ state: 'detached' });
      assert.match(page.url(), /#\/system\/admin$/);

      // From the keyboard: Delete on a focused tab closes it; the pinned Home tab stays.
      await openFromMenu(page, 'System', 'Departments');
      await tab(page, 'Departments').focus();
      await page.keyboard.press('Delete');
      await tab(page, 'Departments').waitFor({ state: 'detached' });
      await tab(page, 'Home').focus();
      await page.keyboard.press('Delete');
      // (A focused tab also holds antd's "Tab 1 of 2" for screen readers.)
      const left = await page.getByRole('tab').allTextContents();
      assert.deepEqual(
        left.map((text) => text.replace(/Tab \d+ of \d+/, '')),
        ['Home', 'Administrators'],
      );
      await page.evaluate(() => globalThis.document.activeElement?.blur());

      await tab(page, 'Home').click();
      await page.waitForURL(/#\/dashboard$/);
      assert.equal(await filter.inputValue(), 'withdrawals');
      assert.equal(await page.getByText('users.query').count(), 0);

      // Closing all keeps the pinned Home tab; refreshing it mounts the page afresh.
      await page.getByRole('button', { name: 'Tab actions' }).click();
      await page.getByRole('menuitem', { name: 'Close all' }).click();
      await tab(page, 'Administrators').waitFor({ state: 'detached' });
      assert.deepEqual(await page.getByRole('tab').allTextContents(), ['Home']);
      await page.getByRole('button', { name: 'Tab actions' }).click();
      await page.getByRole('menuitem', { name: 'Refresh' }).click();
      await page.getByText('users.query').waitFor();
      assert.equal(await filter.inputValue(), '');
    },
  },
];
