import { test } from '../fixtures.ts';
import { signIn } from '../system-support.ts';
import { assert, menuEntry, openSidebar } from '../support.ts';

// What the System catalogue and the pinned Home tab are called in each language.
const expected = [
  { name: '中文', system: '系统管理', home: '首页' },
  { name: 'English', system: 'System', home: 'Home' },
  { name: 'Tiếng Việt', system: 'Quản lý hệ thống', home: 'Trang chủ' },
  { name: 'Bahasa Indonesia', system: 'Manajemen sistem', home: 'Beranda' },
];

// The language button's own label changes with the language.
const languageButton = /^(切换语言|Switch language|Đổi ngôn ngữ|Ganti bahasa)$/;

test('switching to each of the four languages changes the menu text, without a reload', async ({
  page,
  baseUrl,
}) => {
  await signIn(page, baseUrl);
  await openSidebar(page);
  // A marker on the page's global object survives only if the page is never reloaded.
  await page.evaluate(() => Object.assign(globalThis, { sameDocument: true }));
  for (const language of expected) {
    await page.getByRole('button', { name: languageButton }).click();
    await page.getByRole('menuitem', { name: language.name }).click();
    await menuEntry(page, language.system).waitFor();
    await page.getByRole('tab', { name: language.home }).waitFor();
    for (const other of expected.filter((l) => l !== language)) {
      assert.equal(await menuEntry(page, other.system).count(), 0, `${other.system} still shown`);
    }
  }
  assert.equal(
    await page.evaluate(() => (globalThis as typeof globalThis & { sameDocument?: boolean }).sameDocument),
    true,
  );
});
