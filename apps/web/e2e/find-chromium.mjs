// @ts-check
// The Chromium the browser specs drive, found or installed so that `npm test` sets itself up on a fresh
// machine: CHROME_PATH when set, else a system Chromium or Chrome, else one Playwright installed earlier;
// failing those, one installed now, by Playwright's installer where its download host answers, else by the
// distribution's package on Debian or Ubuntu when run as root. Only when nothing works does it stop, with
// one sentence saying what to install.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';

export const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export const PLAYWRIGHT_DOWNLOAD_HOST = 'https://cdn.playwright.dev';

/** Why the specs cannot run, said in one sentence (no stack: nothing in the code is wrong). */
export class NoChromium extends Error {}

export const NOTHING_WORKED =
  'No Chromium for the browser specs: install one (on Debian or Ubuntu: apt-get install chromium) or set CHROME_PATH to its executable.';

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Runs a command, its output shown; answers whether it succeeded. */
/**
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
function runCommand(command, args, env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** Whether a host answers at all within a few seconds (these machines may reach only the npm registry). */
/** @param {string} url */
async function hostAnswers(url) {
  try {
    await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(5_000) });
    return true;
  } catch {
    return false;
  }
}

/** The distribution's id and the ids it is like, from /etc/os-release ("debian", "ubuntu", …). */
function distributionIds() {
  try {
    const text = readFileSync('/etc/os-release', 'utf8');
    const value = (/** @type {string} */ key) =>
      text.match(new RegExp(`^${key}="?([^"\\n]*)`, 'm'))?.[1] ?? '';
    return [value('ID'), ...value('ID_LIKE').split(' ')].filter(Boolean);
  } catch {
    return [];
  }
}

// The package exports no path to its installer: it sits beside the package's entry.
const playwrightCli = () =>
  join(dirname(createRequire(import.meta.url).resolve('playwright-core')), 'cli.js');

/**
 * The path of a Chromium to drive. Every effect can be replaced (`exists`, `run`, `reachable`,
 * `distribution`, `isRoot`) so that each way through can be tried without changing the machine.
 */
export async function findChromium({
  env = process.env,
  exists = isExecutable,
  run = runCommand,
  reachable = hostAnswers,
  distribution = distributionIds,
  isRoot = () => process.getuid?.() === 0,
  playwrightPath = () => chromium.executablePath(),
  log = (/** @type {string} */ line) => console.log(line),
} = {}) {
  if (env.CHROME_PATH) {
    if (exists(env.CHROME_PATH)) return env.CHROME_PATH;
    throw new NoChromium(`CHROME_PATH names ${env.CHROME_PATH}, which is not an executable file.`);
  }
  const installed = () => SYSTEM_CHROMIUMS.find((path) => exists(path)) ?? [playwrightPath()].find(exists);
  const found = installed();
  if (found) return found;

  if (await reachable(PLAYWRIGHT_DOWNLOAD_HOST)) {
    log('No Chromium found: installing Playwright’s.');
    if (run(process.execPath, [playwrightCli(), 'install', 'chromium'])) {
      const path = playwrightPath();
      if (exists(path)) return path;
    }
  }
  const ids = distribution();
  if (isRoot() && (ids.includes('debian') || ids.includes('ubuntu'))) {
    log('No Chromium found: installing the distribution’s chromium package.');
    const apt = { DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update', '-qq'], apt) && run('apt-get', ['install', '-y', '-qq', 'chromium'], apt)) {
      const path = installed();
      if (path) return path;
    }
  }
  throw new NoChromium(NOTHING_WORKED);
}
