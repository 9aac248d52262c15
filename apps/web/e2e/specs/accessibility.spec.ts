import { failuresOnEveryScreen, violations } from '../accessibility-support.ts';
import { test } from '../fixtures.ts';
import { assert } from '../support.ts';
import { signIn } from '../system-support.ts';

// The dark theme's check is a file of its own (accessibility-dark.spec.ts): the two take minutes each,
// and the browser specs' groups are split by file.
test('accessibility: every screen, and the sign-in page, without serious WCAG 2 AA failures', async ({
  page,
  baseUrl,
}) => {
  const found: string[] = [];
  await page.goto(`${baseUrl}/#/login`);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  found.push(...(await violations(page)).map((v) => `/login ${v}`));

  await signIn(page, baseUrl);
  found.push(...(await failuresOnEveryScreen(page, baseUrl)));
  assert.deepEqual(found, []);
});
