import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
// The ES modules, as the build reads them (Node's own resolution takes the CommonJS copy).
import { FormProvider } from '@rc-component/form/es/index.js';
import { FormProvider as ProviderModule } from '@rc-component/form/es/FormContext.js';
import type { Rolldown } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFixture } from './vite-fixture-build.ts';
import { narrowedImports } from './vite-narrowed-imports.ts';

let remove = () => undefined as void;
afterEach(() => remove());

// A package whose index the bundler keeps whole (it hangs one part on another, made by a call), and a library that takes
// one part of it, as antd's form context takes the form provider.
const fixture = {
  'index.html': '<!doctype html><script type="module" src="/src/main.ts"></script>',
  'src/main.ts': `import { context } from 'consumer'; console.log(context);`,
  'node_modules/consumer/package.json': '{ "name": "consumer", "type": "module", "main": "context.js" }',
  'node_modules/consumer/context.js': `import { Provider } from 'forms'; export const context = [Provider, document.title];`,
  'node_modules/forms/package.json': '{ "name": "forms", "type": "module", "main": "index.js" }',
  'node_modules/forms/index.js': `import { Provider } from './provider.js'; import { Form } from './form.js';
    Form.Provider = Provider; export { Provider, Form };`,
  'node_modules/forms/provider.js': `export const Provider = { name: 'provider-' + document.title };`,
  'node_modules/forms/form.js': `export const Form = window.makeForm('the-whole-form-library-');`,
};

async function builtCode(plugins: Parameters<typeof buildFixture>[1]) {
  const built = await buildFixture(fixture, plugins);
  remove = built.remove;
  return built.output
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
    .map((chunk) => chunk.code)
    .join('\n');
}

describe('narrowed imports', () => {
  it("resolves the importer's import of the index to the one module it takes, and leaves the rest out", async () => {
    const whole = await builtCode([]);
    expect(whole).toContain('the-whole-form-library-');

    const narrowed = await builtCode([
      narrowedImports([{ importer: 'consumer/context.js', specifier: 'forms', file: 'forms/provider.js' }]),
    ]);
    expect(narrowed).toContain('provider-');
    expect(narrowed).not.toContain('the-whole-form-library-');
  });

  it('leaves other importers of the same index alone', async () => {
    const code = await builtCode([
      narrowedImports([
        { importer: 'someone-else/context.js', specifier: 'forms', file: 'forms/provider.js' },
      ]),
    ]);
    expect(code).toContain('the-whole-form-library-');
  });

  it("antd's form context still takes only the provider, which the provider's module holds as the index does", () => {
    // What vite.config.ts narrows: an antd upgrade that takes more from the index must fail here first.
    const context = readFileSync(fileURLToPath(import.meta.resolve('antd/es/form/context.js')), 'utf8');
    const imports = [...context.matchAll(/import\s+([^;]*?)\s+from\s+'@rc-component\/form[^']*'/g)].map(
      (match) => match[1],
    );
    expect(imports).toEqual(['{ FormProvider as RcFormProvider }']);
    expect(ProviderModule).toBe(FormProvider);
  });
});
