import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ANTD_STATIC_STYLES,
  antdStaticStyles,
  antdStaticStylesOf,
  FIRST_PAINT_ANTD as FIRST_PAINT,
} from './vite-antd-static-styles.ts';
import { buildFixture } from './vite-fixture-build.ts';

const scratch = mkdtempSync(join(tmpdir(), 'antd-styles-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The style paths (`hash|Component|prefix…`) the rule that antd reads at run time names. */
function namedPaths(css: string): string[] {
  const rule = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(css);
  expect(rule, 'the rule naming the styles').not.toBeNull();
  return rule![1]!.split(';').map((entry) => entry.slice(0, entry.lastIndexOf(':')));
}

// Each extraction loads antd in a process of its own: a few seconds on a busy machine.
describe('antd styles made at build time', { timeout: 60_000 }, () => {
  const firstPaint = antdStaticStylesOf(FIRST_PAINT);

  it("holds the shell's and the dashboard's components under antd's production names", () => {
    const paths = namedPaths(firstPaint);
    for (const prefix of [
      'ant-layout-sider',
      'ant-menu',
      'ant-drawer',
      'ant-btn',
      'ant-col',
      'ant-statistic',
      'ant-picker',
    ])
      expect(paths.some((path) => path.endsWith(`|${prefix}|anticon`))).toBe(true);
    // The icons' shared style, which the provider writes.
    expect(paths).toContain('|ant-design-icons|anticon');
    expect(firstPaint).toMatch(/:where\(\.css-[a-z0-9]+\)\.ant-btn\{/);
    expect(firstPaint).not.toContain('css-dev-only');
  });

  it('are the same under any theme: the theme lives in CSS variables, set at run time', () => {
    const themed = join(scratch, 'dark-purple.mjs');
    writeFileSync(
      themed,
      `import firstPaint from ${JSON.stringify(FIRST_PAINT)};
       export default (antd, h) => [h(antd.ConfigProvider, {
         componentSize: 'small',
         theme: { algorithm: antd.theme.darkAlgorithm, token: { colorPrimary: '#722ed1', fontSize: 16, motion: false } },
       }, ...firstPaint(antd, h))];`,
    );
    expect(antdStaticStylesOf(themed)).toBe(firstPaint);
  });

  it('puts them in the stylesheet of the chunk that imports them', async () => {
    const elements = join(scratch, 'button.mjs');
    writeFileSync(elements, `export default (antd, h) => [h(antd.Button, null, 'Save')];`);
    const { output, remove } = await buildFixture(
      {
        'index.html': '<script type="module" src="/main.js"></script>',
        'main.js': `import '${ANTD_STATIC_STYLES}';`,
      },
      [antdStaticStyles(elements)],
    );
    try {
      const sheets = output.filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'));
      expect(sheets).toHaveLength(1);
      const css = String((sheets[0] as { source: string | Uint8Array }).source);
      expect(namedPaths(css).some((path) => path.endsWith('|ant-btn|anticon'))).toBe(true);
      expect(css).not.toContain('ant-menu');
    } finally {
      remove();
    }
  });

  it('leaves the module empty outside a build: the development server and the component tests', async () => {
    const plugin = antdStaticStyles(FIRST_PAINT) as unknown as {
      configResolved: (config: { command: string }) => void;
      resolveId: (id: string) => string | undefined;
      load: (id: string) => string | undefined;
    };
    plugin.configResolved({ command: 'serve' });
    expect(plugin.load(plugin.resolveId(ANTD_STATIC_STYLES)!)).toBe('');
  });
});
