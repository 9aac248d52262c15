// The accessibility specs' checks: axe on a page as it is, and on every screen of the menu tree.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';
import { call } from './api-call.ts';
import type { components } from './api-types';
import { apiToken } from './system-support.ts';

type RouteItem = components['schemas']['RouteItem'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The screens' paths from the server's menu tree: every page an admin can open. */
async function screenPaths(baseUrl: string) {
  const token = await apiToken(baseUrl);
  const answer = await call(baseUrl, 'get', '/api/admins/me/routers/tree', 200, { token });
  const paths: string[] = [];
  const walk = (routes: RouteItem[], prefix: string) => {
    for (const route of routes) {
      const path = route.path.startsWith('/') ? route.path : `${prefix}/${route.path}`;
      if (route.children?.length) walk(route.children, path);
      else if (!route.meta?.link) paths.push(path);
    }
  };
  walk(answer.data, '');
  return paths;
}

/**
 * The WCAG rules that read colours: all a theme changes. The dark theme's pass runs only these; names, roles,
 * labels and structure are the same in every theme and the light pass checks them.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * WCAG 2 A and AA failures axe finds on the page as it is, serious or critical: of every such rule, or of
 * `rules` when given.
 */
export async function violations(page: Page, rules?: readonly string[]) {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  return page.evaluate(async (rules) => {
    const { axe } = globalThis as typeof globalThis & { axe: typeof Axe };
    const result = await axe.run(globalThis.document, {
      runOnly: rules
        ? { type: 'rule', values: [...rules] }
        : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Only failures are read: axe then spares the node lists of what passed.
      resultTypes: ['violations'],
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      );
  }, rules);
}

/**
 * The screen has drawn what it loads: no spinner or skeleton is left in sight (kept-alive screens stay in
 * the document, hidden). The screens change the hash of one
 * document, so the load states of the first visit say nothing about the later ones.
 */
async function drawn(page: Page) {
  await page.waitForFunction(() =>
    [
      ...globalThis.document.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]'),
    ].every((loading) => !loading.checkVisibility()),
  );
}

/** Every screen's failures (of `rules` when given), each prefixed with its path. */
export async function failuresOnEveryScreen(page: Page, baseUrl: string, rules?: readonly string[]) {
  const found: string[] = [];
  for (const path of await screenPaths(baseUrl)) {
    await page.goto(`${baseUrl}/#${path}`);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).waitFor();
    await drawn(page);
    found.push(...(await violations(page, rules)).map((v) => `${path} ${v}`));
  }
  return found;
}
