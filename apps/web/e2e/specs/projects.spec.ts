import type { Page, Locator } from '@playwright/test';
import { test } from '../fixtures.ts';
import { call } from '../api-call.ts';
import { assert, present, storedToken } from '../support.ts';
import {
  apiToken,
  confirmDialog,
  created,
  dialog,
  openScreen,
  pick,
  row,
  toast,
  signIn,
} from '../system-support.ts';

// A real 1×1 PNG, byte for byte, and a text file that only claims to be one.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const NOT_AN_IMAGE = Buffer.from('minutes of the Tuesday meeting\n');

const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** Chooses a file in the form's image field, as the file dialog would hand it over. */
async function chooseImage(form: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  await form.locator('input[type="file"]').setInputFiles(file);
}

/** Waits until the list's image named `alt` has really been loaded from the server (not a broken link). */
async function imageShown(page: Page, alt: string) {
  const image = page.getByRole('img', { name: alt, exact: true }).filter({ visible: true });
  await image.waitFor();
  assert.match(String(await image.getAttribute('src')), /^\/files\/[0-9a-f]{64}\.png$/);
  await page.waitForFunction(
    (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
    present(await image.elementHandle(), 'the image'),
  );
}

async function projectByName(baseUrl: string, token: string, name: string) {
  const body = await call(baseUrl, 'get', '/api/projects', 200, {
    token,
    query: { filter: { keyword: name } },
  });
  const found = body.data.find((project) => project.name === name);
  assert.ok(found, `project ${name} not found`);
  return found;
}

// Screens stay mounted, hidden, when another is opened: only what is on screen counts.
const shown = (locator: Locator) => locator.filter({ visible: true });
const addButton = (page: Page) => shown(page.getByRole('button', { name: 'plus Add', exact: true }));
const line = (page: Page, text: string) => shown(row(page, text));
const filterBar = (page: Page) =>
  shown(page.locator('form').filter({ has: page.getByRole('button', { name: /Search/ }) }));

/** Opens a screen and waits until it, not the one before, is on screen (a column only it has). */
async function openOwnScreen(page: Page, baseUrl: string, path: string, column: string) {
  await openScreen(page, baseUrl, path);
  await shown(page.getByText(column, { exact: true }))
    .first()
    .waitFor();
}
const openCategories = (page: Page, baseUrl: string) =>
  openOwnScreen(page, baseUrl, '/project/category', 'Category name');
const openProjects = (page: Page, baseUrl: string) =>
  openOwnScreen(page, baseUrl, '/project/list', 'Project name');

async function deleteLine(page: Page, text: string) {
  await line(page, text).getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: `Are you sure you want to delete "${text}"?` })
    .getByRole('button', { name: 'Confirm' })
    .click();
}

test('projects: category and project with uploaded images, amounts in currency units, filters, in-use delete', async ({
  page,
  baseUrl,
}) => {
  // Another category and a visible project in it, so the filters have something to leave out.
  const setupToken = await apiToken(baseUrl);
  const other = await created(baseUrl, setupToken, '/api/project-categories', {
    name: 'E2E Other',
    sort: 9,
  });
  await created(baseUrl, setupToken, '/api/projects', {
    name: 'E2E Silver',
    category_id: other.id,
    min_amount: 500,
    profit_percent: '3',
    period_minutes: 60,
  });

  await signIn(page, baseUrl);
  await openCategories(page, baseUrl);
  await addButton(page).click();
  const categoryForm = dialog(page, 'Add category');
  await categoryForm.getByLabel('Category name').fill('E2E Bonds');
  await chooseImage(categoryForm, pngFile('bonds.png'));
  await toast(page, 'Uploaded successfully');
  await categoryForm.getByRole('img', { name: 'Image preview' }).waitFor();
  await confirmDialog(page, 'Add category');
  await toast(page, 'Added successfully');
  await line(page, 'E2E Bonds').waitFor();
  await imageShown(page, 'E2E Bonds');

  await openProjects(page, baseUrl);
  await addButton(page).click();
  const form = dialog(page, 'Add project');
  // A renamed text file is refused before anything is sent.
  await chooseImage(form, { name: 'notes.png', mimeType: 'image/png', buffer: NOT_AN_IMAGE });
  await form.getByRole('alert').filter({ hasText: 'Please upload a PNG, JPEG, WebP or GIF image' }).waitFor();
  assert.equal(await form.getByRole('img', { name: 'Image preview' }).count(), 0);

  await form.getByLabel('Project name').fill('E2E Gold');
  await pick(page, form, 'Category', 'E2E Bonds');
  await chooseImage(form, pngFile('gold.png'));
  await form.getByRole('img', { name: 'Image preview' }).waitFor();
  await form.getByLabel('Minimum investment').fill('100.50');
  await form.getByLabel('Profit').fill('12.5');
  await form.getByLabel('Settlement period (minutes)').fill('1440');
  await form.getByLabel('Max investments per user').fill('3');
  await confirmDialog(page, 'Add project');
  await toast(page, 'Added successfully');

  const gold = line(page, 'E2E Gold');
  for (const text of ['E2E Bonds', '100.50', '12.5%', '1440', 'Visible', '3']) {
    await gold.getByText(text, { exact: true }).waitFor();
  }
  await imageShown(page, 'E2E Gold');
  const token = await storedToken(page);
  const saved = await projectByName(baseUrl, token, 'E2E Gold');
  assert.equal(saved.min_amount, 10050);
  assert.equal(saved.profit_percent, '12.5');
  assert.equal(saved.period_minutes, 1440);
  assert.equal(saved.max_times, 3);
  assert.equal(saved.hidden, false);
  assert.match(String(saved.cover), /^\/files\/[0-9a-f]{64}\.png$/);

  await gold.getByRole('button', { name: 'Edit' }).click();
  const edit = dialog(page, 'Edit project');
  assert.equal(await edit.getByLabel('Minimum investment').inputValue(), '100.50');
  await edit.getByLabel('Minimum investment').fill('2000.75');
  await edit.getByRole('switch').click();
  await confirmDialog(page, 'Edit project');
  await toast(page, 'Edited successfully');
  await gold.getByText('2,000.75', { exact: true }).waitFor();
  await gold.getByText('Hidden', { exact: true }).waitFor();
  const edited = await projectByName(baseUrl, token, 'E2E Gold');
  assert.equal(edited.min_amount, 200075);
  assert.equal(edited.hidden, true);
  assert.equal(edited.cover, saved.cover);

  const bar = filterBar(page);
  await pick(page, bar, 'Category', 'E2E Bonds');
  await bar.getByRole('button', { name: /Search/ }).click();
  await line(page, 'E2E Silver').waitFor({ state: 'detached' });
  await gold.waitFor();
  await bar.getByRole('button', { name: /Reset/ }).click();
  await line(page, 'E2E Silver').waitFor();

  await pick(page, bar, 'Hidden', 'Visible');
  await bar.getByRole('button', { name: /Search/ }).click();
  await gold.waitFor({ state: 'detached' });
  await line(page, 'E2E Silver').waitFor();
  await pick(page, bar, 'Hidden', 'Hidden');
  await bar.getByRole('button', { name: /Search/ }).click();
  await line(page, 'E2E Silver').waitFor({ state: 'detached' });
  await gold.waitFor();
  await bar.getByRole('button', { name: /Reset/ }).click();

  // A category that still holds a project stays, and the server says why.
  await openCategories(page, baseUrl);
  await deleteLine(page, 'E2E Bonds');
  await toast(page, 'Projects belong to this category; move or delete them first.');
  assert.equal(await line(page, 'E2E Bonds').count(), 1);
  const kept = await call(baseUrl, 'get', '/api/project-categories', 200, {
    token,
    query: { filter: { keyword: 'E2E Bonds' } },
  });
  assert.deepEqual(
    kept.data.map((category) => [category.name, category.projects_count]),
    [['E2E Bonds', 1]],
  );

  await openProjects(page, baseUrl);
  await deleteLine(page, 'E2E Gold');
  await toast(page, 'Deleted successfully');
  await line(page, 'E2E Gold').waitFor({ state: 'detached' });
  await openCategories(page, baseUrl);
  await deleteLine(page, 'E2E Bonds');
  await line(page, 'E2E Bonds').waitFor({ state: 'detached' });
});

test('projects: the form names bad values in place, and Enter submits it', async ({ page, baseUrl }) => {
  const token = await apiToken(baseUrl);
  await created(baseUrl, token, '/api/project-categories', { name: 'E2E Checks', sort: 0 });
  await signIn(page, baseUrl);
  await openProjects(page, baseUrl);
  await addButton(page).click();
  const form = dialog(page, 'Add project');
  await form.getByLabel('Project name').fill('E2E Checked');
  await form.getByLabel('Minimum investment').fill('1.234');
  await form.getByLabel('Profit').fill('twelve');
  await form.getByLabel('Profit').press('Enter');
  // The category and the period, both left empty.
  await form.getByText('This field is required').nth(1).waitFor();
  await form.getByText('At most 2 decimal places').waitFor();
  await form.getByText('Enter a percentage such as 12.5').waitFor();

  await pick(page, form, 'Category', 'E2E Checks');
  await form.getByLabel('Minimum investment').fill('0.01');
  await form.getByLabel('Profit').fill('0.0001');
  await form.getByLabel('Settlement period (minutes)').fill('5');
  await form.getByLabel('Settlement period (minutes)').press('Enter');
  await toast(page, 'Added successfully');
  await line(page, 'E2E Checked').getByText('0.01', { exact: true }).waitFor();
  await line(page, 'E2E Checked').getByText('0.0001%', { exact: true }).waitFor();
  await deleteLine(page, 'E2E Checked');
  await line(page, 'E2E Checked').waitFor({ state: 'detached' });
});
