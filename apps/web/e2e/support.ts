// Helpers the specs share: signing in through the page or the API, and waiting for what a user sees.
import assert from 'node:assert/strict';
import type { Locator, Page } from '@playwright/test';
import { noteIssued } from './issued-tokens.ts';

export const ADMIN = { email: 'admin@example.com', password: 'admin123' };

export type Credentials = { email: string; password: string };

export type ApiOptions = { method?: string; token?: string; body?: unknown; language?: string };

/** An answer of the API as it came: its body is read by `call` (typed by the document) or narrowed where used. */
export type Answer = { status: number; body: unknown };

/** Calls the API directly, as another client of the same server would. */
export async function api(
  baseUrl: string,
  path: string,
  { method = 'GET', token, body, language = 'en-US' }: ApiOptions = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      'Accept-Language': language,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const answer: unknown = text ? JSON.parse(text) : null;
  noteIssued(answer);
  return { status: response.status, body: answer };
}

export async function fillLogin(page: Page, { email, password }: Credentials): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The token the app stored (without the "Bearer " prefix). */
export async function storedToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('accessToken'));
  if (!stored?.startsWith('Bearer ')) assert.fail(`expected a stored token, got ${stored}`);
  return stored.slice('Bearer '.length);
}

export const hashOf = (page: Page): string => new URL(page.url()).hash;

/** A visible menu entry (sidebar, top bar or their pop-ups) by its text; icons carry labels of their own. */
export function menuEntry(page: Page, text: string): Locator {
  return page.locator('.ant-menu').getByText(text, { exact: true }).filter({ visible: true }).first();
}

/**
 * Opens a catalogue in the sidebar (unless it is open already) and clicks one of its entries. Reads the
 * catalogue's own expanded state: checking whether the entry is visible races the menu's animation.
 */
export async function openFromMenu(page: Page, catalogue: string, entry: string): Promise<void> {
  const title = page.locator('.ant-menu-submenu-title').filter({ hasText: catalogue, visible: true }).first();
  await title.waitFor();
  if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
  await menuEntry(page, entry).click();
}

export async function openSidebar(page: Page): Promise<void> {
  const expand = page.getByRole('button', { name: 'Expand sidebar' });
  if (await expand.isVisible()) await expand.click();
}

// The language button's own label changes with the language.
const languageButton = /^(切换语言|Switch language|Đổi ngôn ngữ|Ganti bahasa)$/;

/** Opens the settings panel, makes the choices `choose` makes in it, and closes it. */
export async function inSettings(page: Page, choose: (panel: Locator) => Promise<unknown>): Promise<void> {
  await page.getByRole('button', { name: 'Layout settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Layout settings' });
  await choose(panel);
  await panel.getByRole('button', { name: 'Close' }).click();
  await panel.waitFor({ state: 'hidden' });
}

/** Switches the app's language from the top bar, as a user does ('Tiếng Việt', 'Bahasa Indonesia', …). */
export async function switchLanguage(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: languageButton }).click();
  await page.getByRole('menuitem', { name }).click();
  await page.getByRole('menuitem', { name }).waitFor({ state: 'hidden' });
}

/** A field of a JSON value, when it is an object that has one (`undefined` otherwise). */
export function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && name in value
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

/** The value, failing the spec when it is missing (as reading a field of it would). */
export function present<T>(value: T | null | undefined, what: string): T {
  assert.ok(value !== null && value !== undefined, `${what} is missing`);
  return value;
}

export { assert };
