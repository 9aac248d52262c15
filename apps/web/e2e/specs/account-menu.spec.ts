import { test } from '../fixtures.ts';
import { assert } from '../support.ts';
import { signIn } from '../system-support.ts';

const focusedTitle = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('title') ?? null);

test('account menu: from the keyboard, each dialog gives the focus back to the account button', async ({
  page,
  baseUrl,
}) => {
  await signIn(page, baseUrl);
  const account = page.getByTitle('Account menu');
  for (const [item, dialog] of [
    ['Change password', 'Change password'],
    ['Sessions', 'Sessions'],
    ['Log out', 'Tip'],
  ] as const) {
    await account.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: item }).click();
    await page.getByRole('dialog', { name: dialog }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: dialog }).waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('title') === 'Account menu');
    assert.equal(await focusedTitle(page), 'Account menu', `after ${item}`);
  }
});

test('account menu: on a phone the sessions table scrolls within its dialog', async ({ page, baseUrl }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Two more sessions from other browsers, each with a row of its own and a button to end it.
  for (const agent of [
    'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  ]) {
    const answer = await fetch(`${baseUrl}/api/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': agent },
      body: JSON.stringify({
        auth_type: 'admin',
        admin: { email: 'admin@example.com', password: 'admin123' },
      }),
    });
    assert.equal(answer.status, 201);
  }
  await signIn(page, baseUrl);
  await page.getByTitle('Account menu').click();
  await page.getByRole('menuitem', { name: 'Sessions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sessions' });
  await dialog.getByRole('table').waitFor();
  await dialog.getByText('This session').waitFor();
  // The overlay does not scroll sideways: what is wider than the dialog scrolls within the table.
  const overflow = await dialog.evaluate((element) => {
    const wrap = element.closest('.ant-modal-wrap') ?? document.documentElement;
    return wrap.scrollWidth - wrap.clientWidth;
  });
  assert.ok(overflow <= 0, `the dialog's overlay scrolls ${overflow} px sideways`);
});
