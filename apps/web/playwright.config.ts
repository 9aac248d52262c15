// The browser specs (e2e/specs) on Playwright's runner. Build the web app first: npm run build -w apps/web.
// The global set-up starts the API server serving that build on a fresh embedded database, once per
// Playwright process; `--shard=k/n` runs one group of spec files, so `npm test` runs two groups side by
// side, each with its own server, database and browser, and no spec sees another group's data.
// One spec file: npx playwright test -c apps/web/playwright.config.ts investments
import { statfsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { findChromium, NoChromium } from './e2e/find-chromium.mjs';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Playwright starts Chromium with `--disable-dev-shm-usage`, which moves its shared memory from /dev/shm to
 * files in /tmp, for containers whose /dev/shm is the default 64 MB. Where /dev/shm is roomy the browser
 * keeps it there: on a disk-backed /tmp the flag cost the specs about a twentieth of their time.
 */
function sharedMemoryIsRoomy(): boolean {
  try {
    const { blocks, bsize } = statfsSync('/dev/shm');
    return blocks * bsize >= 1024 ** 3;
  } catch {
    return false;
  }
}

// CHROME_PATH, the system's Chromium, or one installed now (find-chromium.mjs); without one the run stops
// with one sentence saying what to install.
const executablePath = await findChromium().catch((error: unknown) => {
  if (!(error instanceof NoChromium)) throw error;
  console.error(error.message);
  process.exit(1);
});

export default defineConfig({
  testDir: 'e2e/specs',
  testMatch: '**/*.spec.ts',
  // Each group has its own server; its specs share its database and run one at a time, as users would.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A spec walks through whole screens (the accessibility one through every screen) on a shared 2-core
  // machine; each step has the 15 s below, the whole test a quarter of an hour.
  timeout: 900_000,
  globalSetup: './e2e/global-setup.ts',
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
      ignoreDefaultArgs: sharedMemoryIsRoomy() ? ['--disable-dev-shm-usage'] : [],
    },
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    // Reduced motion turns antd's motion off (layout/antd-providers.tsx): a click is never aimed at a
    // dialog still zooming in, which missed its button on a loaded machine.
    reducedMotion: 'reduce',
    // One browser context serves a group's tests one after another, reset between them by Playwright
    // (storage, cookies, tabs, routes, init scripts, a faked clock): a page then starts without a new
    // context's cost. A spec asking for another locale or time zone gets a context of its own.
    reuseContext: true,
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    screenshot: 'only-on-failure',
    trace: 'off',
  },
});
