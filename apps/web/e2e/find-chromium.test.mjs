import { describe, expect, it } from 'vitest';
import { findChromium, NOTHING_WORKED, PLAYWRIGHT_DOWNLOAD_HOST } from './find-chromium.mjs';

const PLAYWRIGHTS = '/home/me/.cache/ms-playwright/chromium/chrome';

/** A machine: which files are executable, what each command does to it, and what the commands were. */
function machine({ files = [], online = false, root = false, distribution = [], installs = {} } = {}) {
  const present = new Set(files);
  const commands = [];
  return {
    commands,
    options: {
      env: {},
      exists: (path) => present.has(path),
      run: (command, args) => {
        const line = [command, ...args].join(' ');
        commands.push(line);
        const made = Object.entries(installs).find(([pattern]) => line.includes(pattern))?.[1];
        if (made) present.add(made);
        return made !== undefined || line.includes('apt-get update');
      },
      reachable: async (url) => online && url === PLAYWRIGHT_DOWNLOAD_HOST,
      distribution: () => distribution,
      isRoot: () => root,
      playwrightPath: () => PLAYWRIGHTS,
      log: () => {},
    },
  };
}

describe('the Chromium of the browser specs', () => {
  it('is CHROME_PATH when it is set, before any other', async () => {
    const { options, commands } = machine({ files: ['/opt/chrome', '/usr/bin/chromium'] });
    expect(await findChromium({ ...options, env: { CHROME_PATH: '/opt/chrome' } })).toBe('/opt/chrome');
    expect(commands).toEqual([]);
  });

  it('says so when CHROME_PATH names no executable, rather than driving another browser', async () => {
    const { options } = machine({ files: ['/usr/bin/chromium'] });
    await expect(findChromium({ ...options, env: { CHROME_PATH: '/nowhere' } })).rejects.toThrow(
      'CHROME_PATH names /nowhere, which is not an executable file.',
    );
  });

  it("is the system's when there is one, then one Playwright installed earlier, installing nothing", async () => {
    const system = machine({ files: ['/usr/bin/google-chrome', PLAYWRIGHTS], online: true, root: true });
    expect(await findChromium(system.options)).toBe('/usr/bin/google-chrome');
    const earlier = machine({ files: [PLAYWRIGHTS], online: true, root: true, distribution: ['debian'] });
    expect(await findChromium(earlier.options)).toBe(PLAYWRIGHTS);
    expect([...system.commands, ...earlier.commands]).toEqual([]);
  });

  it("is installed by Playwright's installer when its download host answers", async () => {
    const { options, commands } = machine({
      online: true,
      root: true,
      distribution: ['debian'],
      installs: { 'install chromium': PLAYWRIGHTS },
    });
    expect(await findChromium(options)).toBe(PLAYWRIGHTS);
    expect(commands).toEqual([expect.stringMatching(/playwright-core\/cli\.js install chromium$/)]);
  });

  it("is the distribution's package, as root on Debian or Ubuntu, when the download host does not answer", async () => {
    for (const distribution of [['debian'], ['ubuntu', 'debian'], ['linuxmint', 'ubuntu']]) {
      const { options, commands } = machine({
        root: true,
        distribution,
        installs: { 'apt-get install -y -qq chromium': '/usr/bin/chromium' },
      });
      expect(await findChromium(options)).toBe('/usr/bin/chromium');
      expect(commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium']);
    }
  });

  it('stops with one sentence saying what to install when nothing can be installed', async () => {
    const cases = [
      machine({ distribution: ['debian'] }), // not root
      machine({ root: true, distribution: ['fedora'] }), // no apt
      machine({ root: true, distribution: ['debian'] }), // apt ran, nothing came of it
      machine({ online: true }), // Playwright's installer failed
    ];
    for (const { options } of cases) await expect(findChromium(options)).rejects.toThrow(NOTHING_WORKED);
    expect(NOTHING_WORKED.split('. ')).toHaveLength(1);
  });
});
