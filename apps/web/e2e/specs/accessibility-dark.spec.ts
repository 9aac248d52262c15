import { COLOUR_RULES, failuresOnEveryScreen } from '../accessibility-support.ts';
import { test } from '../fixtures.ts';
import { assert, inSettings } from '../support.ts';
import { signIn } from '../system-support.ts';

test('accessibility: every screen in the dark theme, without serious WCAG 2 AA failures of colour', async ({
  page,
  baseUrl,
}) => {
  await signIn(page, baseUrl);
  await inSettings(page, (panel) => panel.getByText('Dark', { exact: true }).click());
  assert.deepEqual(await failuresOnEveryScreen(page, baseUrl, COLOUR_RULES), []);
});
