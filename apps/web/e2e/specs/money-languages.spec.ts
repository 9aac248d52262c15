import type { Page } from '@playwright/test';
import { test } from '../fixtures.ts';
import { readFile } from 'node:fs/promises';
import { call } from '../api-call.ts';
import { assert, present, switchLanguage } from '../support.ts';
import { changeBalance, createProject, invest, registerMember, unique } from '../member-support.ts';
import { apiToken, dialog, filterBy, pick, row, signInAt } from '../system-support.ts';

const memberBalance = async (baseUrl: string, token: string, id: number) =>
  (await call(baseUrl, 'get', '/api/users/{id}', 200, { token, params: { id } })).data.balance;

/** Both of the grid's exports, by their menu labels; answers the saved file's header and rows. */
async function exportFile(page: Page, item: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await page.getByRole('menuitem', { name: item }).click();
    })(),
  ]);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  // The specs' values hold no commas or quotes, so a plain split reads them.
  const [header = '', ...lines] = text.trim().split(/\r?\n/);
  return { header: header.split(','), rows: lines.map((line) => line.split(',')) };
}

test('money in Vietnamese: "100,50" typed in a balance edit moves exactly 100.50, confirmed in Vietnamese format', async ({
  page,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  const member = await registerMember(baseUrl, token, 'e2e-vn-');
  await signInAt(page, baseUrl, '/user/list');
  await switchLanguage(page, 'Tiếng Việt');
  await filterBy(page, 'Từ khóa', member.name);
  await row(page, member.name).getByRole('button', { name: 'Số dư' }).click();
  const form = dialog(page, `Sửa số dư: ${member.name}`);
  const amount = form.getByLabel('Số tiền thay đổi');

  // The English way of writing it is not a Vietnamese amount: refused, not read 100 times too large.
  await amount.fill('100.50');
  await pick(page, form, 'Lý do', 'Thưởng');
  await form.getByLabel('Ghi chú').fill('E2E nạp tiền');
  await form.getByLabel('Ghi chú').press('Enter');
  await form
    .getByText('Viết hàng nghìn như 1.234,56: "." giữa các nhóm ba chữ số, "," trước phần thập phân')
    .waitFor();

  await amount.fill('100,50');
  await form.getByLabel('Ghi chú').press('Enter');
  const confirm = dialog(page, `Xác nhận thay đổi số dư: ${member.name}`);
  // The summary in Vietnamese format, with the currency where Vietnamese writes it.
  await confirm.getByText(/^\+100,50\s¥$/).waitFor();
  await confirm.getByText(/^0,00\s¥$/).waitFor();
  await confirm.getByText(/^100,50\s¥$/).waitFor();
  await confirm.getByRole('button', { name: 'Xác nhận' }).click();
  await page
    .locator('.ant-message')
    .getByText(/^Đã thay đổi số dư, số dư hiện là 100,50\s¥$/)
    .waitFor();
  assert.equal(await memberBalance(baseUrl, token, member.id), 10050);
  // The grid names the currency in the header and writes the amount as Vietnamese does.
  await page.getByRole('columnheader', { name: 'Số dư (CNY)' }).waitFor();
  await row(page, member.name).getByText('100,50', { exact: true }).waitFor();
});

test("money in Indonesian: a project's minimum investment typed as 1.234,56 is stored as 123456, its rate as 7,25 as 7.25", async ({
  page,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  const name = unique('E2E Rupiah ');
  await createProject(baseUrl, token, { name, periodMinutes: 60, minAmount: 100_00 });
  await signInAt(page, baseUrl, '/project/list');
  await switchLanguage(page, 'Bahasa Indonesia');
  await row(page, name).getByRole('button', { name: 'Ubah' }).click();
  const form = dialog(page, 'Ubah proyek');
  const minimum = form.getByLabel('Investasi minimum');
  assert.equal(await minimum.inputValue(), '100,00');

  // The English way of writing it is refused with how Indonesian writes it, never guessed.
  await minimum.fill('1,234.56');
  await form.getByRole('button', { name: 'Konfirmasi' }).click();
  await form
    .getByText('Tulis ribuan seperti 1.234,56: "." di antara kelompok tiga angka, "," sebelum desimal')
    .waitFor();
  await minimum.fill('12a');
  await form.getByText('Masukkan jumlah seperti 1.234,56').waitFor();
  await minimum.fill('1,234');
  await form.getByRole('button', { name: 'Konfirmasi' }).click();
  await form.getByText('Paling banyak 2 angka desimal').waitFor();

  // The rate beside it is written the same way: a comma before the decimals.
  const rate = form.getByLabel('Persentase keuntungan');
  assert.equal(await rate.inputValue(), '12,5');
  await rate.fill('7.25');
  await form.getByRole('button', { name: 'Konfirmasi' }).click();
  await form.getByText('Masukkan persentase seperti 12,5').waitFor();
  await rate.fill('7,25');

  await minimum.fill('1.234,56');
  await form.getByRole('button', { name: 'Konfirmasi' }).click();
  await form.waitFor({ state: 'detached' });
  const { data: projects } = await call(baseUrl, 'get', '/api/projects', 200, {
    token,
    query: { per_page: 1000 },
  });
  assert.equal(
    present(
      projects.find((p) => p.name === name),
      `project ${name}`,
    ).min_amount,
    123456,
  );
  assert.equal(projects.find((p) => p.name === name)?.profit_percent, '7.25');
  await row(page, name).getByText('1.234,56', { exact: true }).waitFor();
  await row(page, name).getByText('7,25%', { exact: true }).waitFor();
});

test('investment list: "Export these rows" and "Export all" give the same columns and values for the same filter', async ({
  page,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  const member = await registerMember(baseUrl, token, 'e2e-export-');
  await changeBalance(baseUrl, token, member.id, 10_000_00, 'E2E exports');
  const project = await createProject(baseUrl, token, {
    name: unique('E2E Export '),
    periodMinutes: 600,
  });
  const first = await invest(baseUrl, member, project.id, 123_45);
  const second = await invest(baseUrl, member, project.id, 200_00);

  await signInAt(page, baseUrl, '/investment/list');
  await pick(page, page, 'User', member.name);
  await page.getByRole('button', { name: 'search Search' }).click();
  await page.waitForURL(new RegExp(`[?&]user_id=${member.id}(&|$)`));
  await row(page, String(second.id)).waitFor();
  await row(page, String(first.id)).waitFor();

  const shown = await exportFile(page, 'Export these rows');
  const all = await exportFile(page, 'Export all');
  assert.deepEqual(shown, all);
  assert.deepEqual(shown.header, [
    'ID',
    'User ID',
    'User',
    'Project',
    'Amount (CNY)',
    'Profit rate (%)',
    'Profit (CNY)',
    'Status',
    'Invested at',
    'Estimated settlement',
    'Settled at',
  ]);
  // Amounts in currency units, the status as its label, times with the browser's offset.
  assert.deepEqual(
    shown.rows.map((r) => [r[0], r[4], r[6], r[7]]),
    [
      [String(second.id), '200.00', '25.00', 'Active'],
      [String(first.id), '123.45', '15.43', 'Active'],
    ],
  );
  const offset = await page.evaluate(() => {
    const minutes = -new Date().getTimezoneOffset();
    const two = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');
    return `${minutes < 0 ? '-' : '+'}${two(minutes / 60)}:${two(minutes % 60)}`;
  });
  for (const r of shown.rows)
    assert.match(String(r[8]), new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\${offset}$`));
});
