import type { Page } from '@playwright/test';
import { test } from '../fixtures.ts';
// How list screens use the room they have: a phone, a laptop with the sidebar open, a limited role.
import { chromium } from '@playwright/test';
import { ADMIN, assert, fillLogin, openSidebar, present, switchLanguage } from '../support.ts';
import { limitedAdmin, openScreen, signInAs, signInAt, signIn } from '../system-support.ts';
import { findChromium } from '../find-chromium.mjs';

/** The shown grid's box and its column headers' edges, relative to the box, by title. */
function gridGeometry(page: Page) {
  return page.evaluate(() => {
    const box = [...globalThis.document.querySelectorAll<HTMLElement>('.dg-scroll')].find(
      (element) => element.offsetParent !== null,
    );
    if (!box) throw new Error('no grid is shown');
    const left = box.getBoundingClientRect().left;
    const headers = Object.fromEntries(
      [...box.querySelectorAll('[role="columnheader"]')].map((header) => {
        const rect = header.getBoundingClientRect();
        return [(header.textContent ?? '').trim(), { left: rect.left - left, right: rect.right - left }];
      }),
    );
    return {
      clientWidth: box.clientWidth,
      scrollWidth: box.scrollWidth,
      scrollbarHeight: box.offsetHeight - box.clientHeight,
      headers,
    };
  });
}

type Geometry = Awaited<ReturnType<typeof gridGeometry>>;

/** Every title is a header lying wholly between the box's left edge and the fixed Actions column. */
function assertShownWithoutScrolling(geometry: Geometry, titles: string[]) {
  const actions = present(geometry.headers.Actions, 'the Actions column');
  for (const title of titles) {
    const header = Object.entries(geometry.headers).find(([text]) => text.startsWith(title))?.[1];
    assert.ok(header, `no column ${title} in ${Object.keys(geometry.headers).join(', ')}`);
    assert.ok(
      header.left >= 0 && header.right <= actions.left,
      `${title} (${header.left}-${header.right}) lies beyond the Actions column at ${actions.left}`,
    );
  }
}

test.describe(() => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('lists on a phone: the row actions fold into one menu the keyboard opens, and the data keeps the width', async ({
    page,
    baseUrl,
  }) => {
    await signInAt(page, baseUrl, '/user/list');
    const more = page.getByRole('button', { name: 'More actions' }).filter({ visible: true });
    await more.first().waitFor();
    assert.equal(await page.getByRole('button', { name: 'Password' }).filter({ visible: true }).count(), 0);

    const { clientWidth, headers } = await gridGeometry(page);
    const actions = present(headers.Actions, 'the Actions column');
    const share = (actions.right - actions.left) / clientWidth;
    assert.ok(share <= 0.35, `the actions column takes ${Math.round(share * 100)}% of the list`);

    await more.first().focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu').filter({ visible: true });
    assert.deepEqual(await menu.getByRole('menuitem').allInnerTexts(), [
      'Info',
      'Edit',
      'Password',
      'Balance',
      'Sign out',
      'Freeze',
    ]);
    // The menu takes the focus on its first item; the arrows walk it and Enter chooses.
    await page.waitForFunction(() => globalThis.document.activeElement?.textContent === 'Info');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => globalThis.document.activeElement?.textContent === 'Edit');
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog').filter({ hasText: 'Edit user:' });
    await edit.waitFor();
    await page.waitForTimeout(300);
    assert.ok(await edit.isVisible(), 'the chosen action stays open');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'hidden' });
    // Closed, the dialog gives the focus back to the row's ⋮, which opened the menu it was chosen from.
    const trigger = await more.first().elementHandle();
    await page.waitForFunction((button) => globalThis.document.activeElement === button, trigger);

    // A dialog chosen from the menu keeps its own first focus: the menu, closing, does not take it back.
    await more.first().click();
    await page.getByRole('menu').filter({ visible: true }).getByRole('menuitem', { name: 'Balance' }).click();
    const balance = page.getByRole('dialog').filter({ hasText: 'Edit balance:' });
    await balance.waitFor();
    await page.waitForFunction(() => globalThis.document.activeElement?.id === 'user-balance_amount');
    await page.keyboard.press('Escape');
    await balance.waitFor({ state: 'hidden' });
    await page.waitForFunction((button) => globalThis.document.activeElement === button, trigger);

    // So does an "are you sure" dialog chosen from it.
    await more.first().click();
    await page.getByRole('menu').filter({ visible: true }).getByRole('menuitem', { name: 'Freeze' }).click();
    const sure = page.getByRole('dialog').filter({ hasText: /^Freeze/ });
    await sure.waitFor();
    await page.keyboard.press('Escape');
    await sure.waitFor({ state: 'hidden' });
    await page.waitForFunction((button) => globalThis.document.activeElement === button, trigger);
  });

  test('lists on a phone: the navbar names the page on one line, and every filter lies within the screen', async ({
    page,
    baseUrl,
  }) => {
    await signInAt(page, baseUrl, '/user/withdraw-audit');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await page.getByRole('grid').first().waitFor();
    // The page alone, not Home / catalogue / page wrapped over the tabs below.
    assert.deepEqual(await trail.getByRole('listitem').allInnerTexts(), ['Withdrawal review']);
    const navbar = present(await trail.boundingBox(), 'the breadcrumb');
    const tabs = present(await page.getByRole('tablist').first().boundingBox(), 'the tab bar');
    assert.ok(
      navbar.y + navbar.height <= tabs.y,
      `the breadcrumb (${JSON.stringify(navbar)}) runs into the tabs`,
    );

    // Each filter's control (the member picker, the date range) and the search and reset buttons.
    const controls = page
      .locator('form.filter-bar .ant-form-item-control-input-content > *')
      .filter({ visible: true });
    const width = present(page.viewportSize(), 'the viewport').width;
    for (const control of await controls.all()) {
      const box = present(await control.boundingBox(), 'a filter control');
      assert.ok(
        box.x >= 0 && box.x + box.width <= width,
        `a filter control lies at ${box.x}-${box.x + box.width}`,
      );
    }
    assert.ok((await controls.count()) >= 4, 'the member and date filters and the two buttons are shown');
  });

  test('lists on a phone: an amount header too narrow for its words still shows its currency whole', async ({
    page,
    baseUrl,
  }) => {
    // Indonesian's titles are long: "Pokok dikembalikan (CNY)" was cut to "Pokok dikembalik…", and the
    // amounts below carry no currency of their own.
    await signInAt(page, baseUrl, '/finance/fund');
    await switchLanguage(page, 'Bahasa Indonesia');
    const units = await page
      .locator('.dg-hcell')
      .filter({ visible: true })
      .evaluateAll((headers) =>
        headers.flatMap((header) => {
          const unit = header.querySelector<HTMLElement>('.dg-unit');
          if (!unit) return [];
          const cell = header.getBoundingClientRect();
          const box = unit.getBoundingClientRect();
          const words = header.querySelector<HTMLElement>('.dg-text')!;
          return [
            {
              title: header.textContent,
              unit: unit.textContent,
              inside: box.left >= cell.left && box.right <= cell.right,
              wordsCut: words.scrollWidth > words.clientWidth,
            },
          ];
        }),
      );
    assert.ok(units.length >= 4, `amount headers: ${JSON.stringify(units)}`);
    for (const unit of units) {
      assert.equal(unit.unit?.trim(), '(CNY)', JSON.stringify(unit));
      assert.ok(unit.inside, `the unit of ${unit.title} lies outside its header`);
    }
    // The case this is for: at least one title is cut short, its currency still shown.
    assert.ok(
      units.some((unit) => unit.wordsCut),
      `no header was cut short: ${JSON.stringify(units)}`,
    );
  });

  test("lists on a phone: the pager's count reads on one line, and the whole pager lies within the list's card", async ({
    page,
    baseUrl,
  }) => {
    // Sixty pages: the page buttons take the width, where the count was squeezed to a word a line.
    await signInAt(page, baseUrl, '/investment/list');
    const pager = page.locator('.dg-pager').filter({ visible: true });
    const count = pager.locator('.ant-pagination-total-text');
    assert.match(await count.innerText(), /^\d+ in total$/);
    // The words' own boxes: the item keeps a button's height however the text inside it wraps.
    const lines = await count.evaluate((element) => {
      const words = globalThis.document.createRange();
      words.selectNodeContents(element);
      return new Set([...words.getClientRects()].map((line) => Math.round(line.top))).size;
    });
    assert.equal(lines, 1, `the count takes ${lines} lines`);

    const card = present(
      await pager
        .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-card ")][1]')
        .boundingBox(),
      "the list's card",
    );
    const parts = pager.locator(':scope > li').filter({ visible: true });
    assert.ok((await parts.count()) >= 5, 'the count, the arrows and some pages are shown');
    for (const part of await parts.all()) {
      const box = present(await part.boundingBox(), 'a part of the pager');
      assert.ok(
        box.x >= card.x &&
          box.x + box.width <= card.x + card.width &&
          box.y + box.height <= card.y + card.height,
        `${await part.innerText()} lies at ${JSON.stringify(box)}, outside the card ${JSON.stringify(card)}`,
      );
    }
  });
  test('forms on a phone: each label reads above its field, inside its own line box, touching nothing', async ({
    page,
    baseUrl,
  }) => {
    await signInAt(page, baseUrl, '/project/list');
    await page.getByRole('button', { name: 'plus Add', exact: true }).filter({ visible: true }).click();
    const form = page.getByRole('dialog').filter({ hasText: 'Add project' });
    // The required errors make every field as tall as it gets.
    await form.getByRole('button', { name: 'Confirm' }).click();
    await form.getByText('This field is required').first().waitFor();
    const problems = await form.locator('.ant-form-item').evaluateAll((items) =>
      items.flatMap((item) => {
        const label = item.querySelector('.ant-form-item-label');
        const control = item.querySelector('.ant-form-item-control');
        if (!label || !control) return [];
        const words = document.createRange();
        words.selectNodeContents(label);
        const text = words.getBoundingClientRect();
        const box = label.getBoundingClientRect();
        const field = control.getBoundingClientRect();
        const name = (label.textContent ?? '').trim();
        return [
          ...(text.bottom > box.bottom + 1 || text.top < box.top - 1
            ? [`${name}: its words leave its box`]
            : []),
          ...(box.bottom > field.top + 1 ? [`${name}: its label runs over the field`] : []),
        ];
      }),
    );
    assert.deepEqual(problems, []);
  });
});

test.describe(() => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('lists on a laptop with the sidebar open: the columns a screen is for come before the scroll', async ({
    page,
    baseUrl,
  }) => {
    await signIn(page, baseUrl);
    await openSidebar(page);
    await openScreen(page, baseUrl, '/user/withdraw-record');
    await page.getByRole('columnheader', { name: /Review comment/ }).waitFor();
    const records = await gridGeometry(page);
    assert.ok(records.scrollWidth > records.clientWidth, 'the bank details lie further to the side');
    assertShownWithoutScrolling(records, [
      'Amount',
      'Review status',
      'Review comment',
      'Reviewer',
      'Reviewed at',
    ]);

    // The review queue: the sum decided on and the wait, beside the review buttons.
    await openScreen(page, baseUrl, '/user/withdraw-audit');
    await page
      .getByRole('columnheader', { name: /Waiting/ })
      .filter({ visible: true })
      .waitFor();
    assertShownWithoutScrolling(await gridGeometry(page), ['ID', 'User', 'Amount', 'Waiting', 'Step']);

    await openScreen(page, baseUrl, '/project/list');
    await page
      .getByRole('columnheader', { name: /Max per user/ })
      .filter({ visible: true })
      .waitFor();
    assertShownWithoutScrolling(await gridGeometry(page), [
      'Project name',
      'Min. investment',
      'Profit',
      'Period (min)',
      'Max per user',
      'Hidden',
    ]);
  });
});

test("a list wider than its box shows a horizontal scrollbar where the system's own are hidden until scrolled", async ({
  baseUrl,
}) => {
  // Phones and macOS lay scrollbars over the content and show them only while scrolling; a touch
  // browser does the same. The runner's browser hides every scrollbar, so this one is launched apart.
  const browser = await chromium.launch({
    executablePath: await findChromium(),
    args: ['--no-sandbox'],
    ignoreDefaultArgs: ['--hide-scrollbars'],
  });
  try {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1440, height: 900 },
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/#/login`);
    await fillLogin(page, ADMIN);
    await page.waitForURL(/#\/dashboard$/);
    await openSidebar(page);
    await openScreen(page, baseUrl, '/user/withdraw-record');
    await page.getByRole('columnheader', { name: /Review comment/ }).waitFor();
    const { clientWidth, scrollWidth, scrollbarHeight } = await gridGeometry(page);
    assert.ok(scrollWidth > clientWidth, 'the list is wider than its box');
    assert.ok(scrollbarHeight > 0, 'the horizontal scrollbar takes room under the rows, so it is seen');
  } finally {
    await browser.close();
  }
});

test('a role that may only read projects sees the list without an empty Actions column', async ({
  page,
  baseUrl,
}) => {
  const reader = await limitedAdmin(baseUrl, ['projects.query'], `reader${Date.now().toString(36)}`);
  await signInAs(page, baseUrl, reader, '/project/list');
  await page.getByRole('columnheader', { name: /Project name/ }).waitFor();
  await page.locator('[role="row"][data-index]').first().waitFor();
  const { headers } = await gridGeometry(page);
  assert.ok(!('Actions' in headers), `columns: ${Object.keys(headers).join(', ')}`);
  assert.equal(await page.getByRole('button', { name: 'Edit' }).count(), 0);
});
