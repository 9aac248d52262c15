import type { Locator, Page, WebSocket } from '@playwright/test';
import { test } from '../fixtures.ts';
import { readFile } from 'node:fs/promises';
import { assert, present, openFromMenu, openSidebar } from '../support.ts';
import { changeBalance, createProject, invest, registerMember, unique } from '../member-support.ts';
import { apiToken, pick, toast, signIn } from '../system-support.ts';

const open = (page: Page, baseUrl: string, path: string) => page.goto(`${baseUrl}/#${path}`);

/** Draws one stroke across the signature canvas with the mouse. */
async function drawStroke(page: Page, canvas: Locator, fromY = 0.4) {
  const box = present(await canvas.boundingBox(), 'the canvas box');
  await page.mouse.move(box.x + 40, box.y + box.height * fromY);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++)
    await page.mouse.move(box.x + 40 + step * 25, box.y + box.height * fromY + Math.sin(step) * 30);
  await page.mouse.up();
}

/** The canvas's pixel size, shown size and how many of its pixels carry ink. */
const canvasState = (canvas: Locator) =>
  canvas.evaluate((element: HTMLCanvasElement) => {
    // In the page: the spec's helpers are not there.
    const context = element.getContext('2d');
    if (!context) throw new Error('the canvas has no 2d context');
    const pixels = context.getImageData(0, 0, element.width, element.height).data;
    let inked = 0;
    let blue = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const [red, blueLevel, alpha] = [pixels[i] ?? 0, pixels[i + 2] ?? 0, pixels[i + 3] ?? 0];
      if (alpha > 0) inked += 1;
      if (alpha > 200 && blueLevel > 200 && red < 100) blue += 1;
    }
    return { width: element.width, shownWidth: element.offsetWidth, inked, blue };
  });

// A high-density screen: the canvas must draw at two pixels per CSS pixel.
test.describe(() => {
  test.use({ deviceScaleFactor: 2 });

  test('demo tools: a signature drawn with the mouse, kept through a resize, saved, undone and cleared', async ({
    page,
    baseUrl,
  }) => {
    await signIn(page, baseUrl);
    await openSidebar(page);
    await openFromMenu(page, 'Demos', 'Signature');
    const canvas = page.getByRole('img', { name: /^Signature pad/ });
    await canvas.waitFor();
    const save = page.getByRole('button', { name: 'Save as PNG' });
    const undo = page.getByRole('button', { name: 'Undo last stroke' });
    assert.equal(await save.isDisabled(), true, 'nothing to save yet');

    await drawStroke(page, canvas);
    await page.getByText('Strokes: 1').waitFor();
    assert.equal(await save.isEnabled(), true);
    const drawn = await canvasState(canvas);
    assert.equal(drawn.width, drawn.shownWidth * 2, 'sharp on a high-density screen');
    assert.ok(drawn.inked > 100, `expected ink, found ${drawn.inked} pixels`);
    assert.equal(drawn.blue, 0, 'the first pen is black');

    // A narrower window: the canvas is sized again and the stroke drawn again from its points.
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.waitForFunction(
      (element) =>
        element instanceof HTMLCanvasElement &&
        element.width === element.offsetWidth * 2 &&
        element.width < 2 * 1000,
      present(await canvas.elementHandle(), 'the canvas'),
    );
    const resized = await canvasState(canvas);
    assert.notEqual(resized.width, drawn.width);
    assert.ok(resized.inked > drawn.inked * 0.8, `the stroke survives: ${resized.inked} of ${drawn.inked}`);

    const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
    assert.equal(download.suggestedFilename(), 'signature.png');
    const png = await readFile(await download.path());
    assert.equal(png.subarray(1, 4).toString(), 'PNG');

    await undo.click();
    await page.getByText('Strokes: 0').waitFor();
    assert.equal(await save.isDisabled(), true, 'undo emptied the pad');
    assert.equal((await canvasState(canvas)).inked, 0);

    // A blue stroke, then another: clear removes both.
    await page.getByRole('radiogroup', { name: 'Pen colour' }).getByText('Blue').click();
    assert.equal(await page.getByRole('radio', { name: 'Blue' }).isChecked(), true);
    await drawStroke(page, canvas, 0.3);
    await drawStroke(page, canvas, 0.7);
    await page.getByText('Strokes: 2').waitFor();
    assert.ok((await canvasState(canvas)).blue > 100, 'the strokes are blue');
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByText('Strokes: 0').waitFor();
    assert.equal(await save.isDisabled(), true);
    assert.equal((await canvasState(canvas)).inked, 0);
  });
});

test('demo tools: the event channel opens and shows a member’s new investment as it happens', async ({
  page,
  baseUrl,
}) => {
  const token = await apiToken(baseUrl);
  const project = await createProject(baseUrl, token, { name: unique('e2e-ws-'), periodMinutes: 600 });
  const member = await registerMember(baseUrl, token, 'e2e-ws-');
  await changeBalance(baseUrl, token, member.id, 500_00, 'e2e websocket demo');

  // The page listens on the shell's line: one socket from sign-in on, not one more for the page.
  const sockets: WebSocket[] = [];
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname === '/api/ws' && !socket.isClosed()) sockets.push(socket);
  });
  await signIn(page, baseUrl);
  await open(page, baseUrl, '/demo/websocket');
  await page.getByRole('status').getByText('Open').waitFor();
  assert.equal(sockets.filter((socket) => !socket.isClosed()).length, 1);
  await page.getByText('No events yet. They appear here as they happen.').waitFor();

  await invest(baseUrl, member, project.id, 200_00);
  const event = page
    .getByRole('button')
    .filter({ hasText: `${member.name} invested ¥200.00 in ${project.name}` });
  await event.getByText('investment.created', { exact: true }).waitFor();
  await page.getByText('Received: 1').waitFor();

  // Its data, expanded.
  await event.click();
  await page.getByText(`"name": "${member.name}"`).first().waitFor();

  // Another type only: nothing of it arrived.
  await page.getByRole('radiogroup', { name: 'Event type' }).getByText('withdrawal.created').click();
  await page.getByRole('radiogroup', { name: 'Event type' }).getByText('withdrawal.created').click();
  await page.getByText('No events of this type').waitFor();
});

test('demo tools: icons searched and copied by name, by mouse and by keyboard', async ({
  page,
  context,
  baseUrl,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  await signIn(page, baseUrl);
  await open(page, baseUrl, '/demo/icons');
  const search = page.getByLabel('Search icons');
  await search.fill('wal');
  const icons = page.getByRole('button', { name: /^Copy icon name / });
  await page.getByText('1 icon', { exact: true }).waitFor();
  assert.deepEqual(await icons.allInnerTexts(), ['wallet']);
  await icons.first().click();
  await toast(page, 'Copied "wallet"');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'wallet');

  await search.fill('money');
  await page.getByRole('button', { name: 'Copy icon name money' }).focus();
  await page.keyboard.press('Enter');
  await toast(page, 'Copied "money"');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'money');

  await search.fill('zebra');
  await page.getByText('No icon matches "zebra"').waitFor();
  assert.equal(await icons.count(), 0);
});

test('demo tools: an icon chosen in the selector is shown large with its name, and reset', async ({
  page,
  baseUrl,
}) => {
  await signIn(page, baseUrl);
  await open(page, baseUrl, '/demo/icon-selector');
  const preview = page.getByRole('region', { name: 'Preview' });
  await preview.getByText('No icon chosen').waitFor();
  await pick(page, page.locator('form'), 'Icon', 'wallet');
  await preview.getByText('wallet', { exact: true }).waitFor();
  assert.equal(await preview.locator('svg').count(), 1);
  await page.getByRole('button', { name: 'Reset' }).click();
  await preview.getByText('No icon chosen').waitFor();
});
