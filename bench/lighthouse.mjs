// Lighthouse on the product as a browser meets it: the server started on the web build (compressed copies
// included) over a fresh embedded database with its demo data, and Chromium loading two pages cold:
// - the sign-in page;
// - the dashboard after sign-in (the token stored as the app stores it, so the page opens signed in).
// Each page is measured with Lighthouse's mobile preset (a slow 4G link and a mid-range phone, simulated)
// and its desktop preset, three times each; the median run of each stands (Lighthouse's own advice).
// Usage: node bench/lighthouse.mjs [--runs 3]   (exits 1 when a score misses its target)
// Build the web app first (npm run build -w apps/web); the browser is found as the specs find theirs.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { findChromium } from '../apps/web/e2e/find-chromium.mjs';
import { freePort, stopServer, waitUntilReady } from '../apps/web/e2e/server-process.mjs';

const repoRoot = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const RUNS = Number(values.runs);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

// The targets: performance per preset and page; accessibility and best practices 100 everywhere.
const TARGETS = {
  mobile: { signIn: 95, dashboard: 90 },
  desktop: { signIn: 98, dashboard: 98 },
};

function startServer(port, dataDir) {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CAPTCHA: 'off',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Settlement would write while pages load; the figures do not need it.
      SETTLEMENT_INTERVAL_SECONDS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function adminToken(baseUrl) {
  const response = await fetch(`${baseUrl}/api/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      auth_type: 'admin',
      admin: { email: 'admin@example.com', password: 'admin123' },
    }),
  });
  if (response.status !== 201) throw new Error(`sign-in answered ${response.status}`);
  return (await response.json()).token;
}

/**
 * Before each run: the browser's cache emptied (every run is a first visit) and the origin's storage set
 * as the page expects it: no token for the sign-in page, the admin's for the dashboard.
 */
async function prepare(browser, baseUrl, token) {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.goto(`${baseUrl}/favicon.ico`);
    await page.evaluate((stored) => {
      localStorage.clear();
      if (stored) localStorage.setItem('accessToken', `Bearer ${stored}`);
    }, token);
  } finally {
    await page.close();
  }
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

async function measure(browser, port, url, preset) {
  const config = preset === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // The storage was set by prepare(); Lighthouse's own reset would sign the dashboard out.
      disableStorageReset: true,
    },
    config,
  );
  const { categories, audits } = result.lhr;
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(categories[id].score * 100)])),
    lcp: Math.round(audits['largest-contentful-paint'].numericValue),
    tbt: Math.round(audits['total-blocking-time'].numericValue),
    failed: Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}

async function main() {
  const webDist = join(repoRoot, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html')))
    throw new Error('build the web app first: npm run build -w apps/web');
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const server = startServer(port, dataDir);
  let chrome;
  let missed = 0;
  try {
    await waitUntilReady(baseUrl, server);
    const token = await adminToken(baseUrl);
    chrome = await chromeLauncher.launch({
      chromePath: await findChromium(),
      chromeFlags: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const pages = [
      { key: 'signIn', name: 'sign-in page', url: `${baseUrl}/#/login`, token: null },
      { key: 'dashboard', name: 'dashboard, signed in', url: `${baseUrl}/#/dashboard`, token },
    ];
    console.log(`Lighthouse ${RUNS} runs each, median run; load average ${(await loadAverage()).join(' ')}`);
    for (const preset of ['mobile', 'desktop']) {
      for (const target of pages) {
        const runs = [];
        for (let i = 0; i < RUNS; i += 1) {
          await prepare(browser, baseUrl, target.token);
          runs.push(await measure(browser, chrome.port, target.url, preset));
        }
        const performance = median(runs.map((run) => run.scores.performance));
        const standing = runs.find((run) => run.scores.performance === performance);
        const goal = TARGETS[preset][target.key];
        const ok =
          performance >= goal &&
          standing.scores.accessibility === 100 &&
          standing.scores['best-practices'] === 100;
        if (!ok) missed += 1;
        console.log(
          `${ok ? '✓' : '✗'} ${preset.padEnd(7)} ${target.name.padEnd(22)} performance ${performance} ` +
            `(runs ${runs.map((run) => run.scores.performance).join(', ')}; target ≥ ${goal}), ` +
            `accessibility ${standing.scores.accessibility}, best practices ${standing.scores['best-practices']}, ` +
            `LCP ${standing.lcp} ms, TBT ${standing.tbt} ms` +
            (standing.failed.length ? `; failing audits: ${standing.failed.join(', ')}` : ''),
        );
      }
    }
    await browser.disconnect();
  } finally {
    if (chrome) await chrome.kill();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(missed ? 1 : 0);
}

async function loadAverage() {
  const { loadavg } = await import('node:os');
  return loadavg().map((value) => value.toFixed(1));
}

await main();
