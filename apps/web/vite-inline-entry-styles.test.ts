import type { Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFixture } from './vite-fixture-build.ts';
import { inlineEntryStyles } from './vite-inline-entry-styles.ts';

let remove = () => undefined as void;
afterEach(() => remove());

async function pageOf(css: string, limitBytes?: number) {
  const result = await buildFixture(
    {
      'index.html':
        '<!doctype html><html><head><script type="module" src="/src/main.ts"></script></head></html>',
      'src/main.ts': `import './boot.css'; console.log(document.title);`,
      'src/boot.css': css,
    },
    [inlineEntryStyles(limitBytes)],
  );
  remove = result.remove;
  const asset = (name: string) =>
    result.output.find(
      (file): file is Rolldown.OutputAsset => file.type === 'asset' && file.fileName.endsWith(name),
    );
  return { html: String(asset('index.html')!.source), sheet: asset('.css') };
}

describe('inline entry styles', () => {
  it("writes the boot's small stylesheet into the page instead of linking it", async () => {
    const { html, sheet } = await pageOf('body { color: rgb(1, 2, 3); }');
    expect(html).toMatch(/<style>body\{color:#010203\}<\/style>/);
    expect(html).not.toContain('rel="stylesheet"');
    // The file is still there for whatever else names it.
    expect(sheet).toBeDefined();
  });

  it('links a stylesheet larger than the limit, as before', async () => {
    const rules = Array.from({ length: 40 }, (_, i) => `.rule-${i} { margin: ${i}px; }`).join('\n');
    const { html } = await pageOf(rules, 200);
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[\w-]+\.css">/);
    expect(html).not.toContain('<style>');
  });
});
