import { assert, menuEntry, openSidebar, signIn } from '../support.mjs';

async function chooseLayout(page, label) {
  await page.getByRole('button', { name: 'Layout settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Project settings' });
  await panel.getByText(label, { exact: true }).click();
  await panel.getByRole('button', { name: 'Close' }).click();
  await panel.waitFor({ state: 'hidden' });
}

const horizontalMenu = (page) => page.locator('ul.ant-menu-horizontal');
const sideMenu = (page) => page.locator('aside ul.ant-menu-root');

export default [
  {
    name: 'the left, top and mixed navigation modes each render their menus',
    async run({ page, baseUrl }) {
      await signIn(page, baseUrl);
      // Left (the default): the menu is in the sidebar, none across the top.
      await sideMenu(page).waitFor();
      assert.equal(await horizontalMenu(page).count(), 0);

      await chooseLayout(page, 'Top');
      await horizontalMenu(page).waitFor();
      assert.equal(await page.locator('aside').count(), 0);
      await horizontalMenu(page).getByText('Projects', { exact: true }).hover();
      await menuEntry(page, 'Project categories').click();
      await page.waitForURL(/#\/project\/category$/);

      await chooseLayout(page, 'Mixed');
      await horizontalMenu(page).waitFor();
      // Top-level entries on top; the chosen one's children on the left.
      await horizontalMenu(page).getByText('Projects', { exact: true }).click();
      await page.waitForURL(/#\/project\/list$/);
      await openSidebar(page);
      await sideMenu(page).getByText('Project categories').waitFor();
      await sideMenu(page).getByText('Project list').waitFor();
      assert.equal(await sideMenu(page).getByText('Administrators').count(), 0);
      assert.equal(
        JSON.parse(await page.evaluate(() => localStorage.getItem('app'))).state.activeTop,
        '/project',
      );

      await chooseLayout(page, 'Left');
      await sideMenu(page).waitFor();
      assert.equal(await horizontalMenu(page).count(), 0);
      assert.equal(
        JSON.parse(await page.evaluate(() => localStorage.getItem('settings'))).state.layout,
        'left',
      );
    },
  },
  {
    name: 'a narrow window gets the menu in a drawer',
    async run({ page, baseUrl }) {
      await page.setViewportSize({ width: 600, height: 800 });
      await signIn(page, baseUrl);
      assert.equal(await page.locator('aside').count(), 0);
      await page.getByRole('button', { name: 'Expand sidebar' }).click();
      const drawer = page.locator('.ant-drawer-open');
      await menuEntry(page, 'System').click();
      await drawer.getByText('Roles', { exact: true }).click();
      await page.waitForURL(/#\/system\/role$/);
      await drawer.waitFor({ state: 'detached' });
    },
  },
];
