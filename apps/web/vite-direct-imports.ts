import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** A barrel module: a package's index that re-exports each of its parts' default export by name. */
export interface Barrel {
  /** The import specifier the app writes (`antd`). */
  specifier: string;
  /** The barrel file, as resolved from here (`antd/es/index.js`). */
  file: string;
}

/** Each name the barrel re-exports (`export { default as Button } from './button'`), with its module. */
export function partsOf(barrel: Barrel): Map<string, string> {
  const path = fileURLToPath(import.meta.resolve(barrel.file));
  const parts = new Map<string, string>();
  for (const match of readFileSync(path, 'utf8').matchAll(
    /export \{ default as (\w+) \} from ["'](\.[^"']+)["'];/g,
  )) {
    parts.set(match[1]!, join(dirname(barrel.file), match[2]!).replaceAll('\\', '/'));
  }
  if (parts.size === 0) throw new Error(`direct-imports: ${barrel.file} re-exports nothing by name`);
  return parts;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\2;?/g;

/**
 * `import { Button, Layout as Page } from 'antd'` becomes `import Button from 'antd/es/button'` and
 * `import Page from 'antd/es/layout'`, in the app's own modules at build time.
 *
 * Through the barrel, every module that imports one part depends on all the parts any module uses, so
 * the chunk layers (vite-layered-chunks.ts) could not tell what a layer needs: the sign-in page's chunk
 * took the whole of antd the screens use. Imported directly, each module depends on what it uses. Names
 * the barrel does not re-export that way stay with the barrel.
 */
export function directImports(barrels: readonly Barrel[]): Plugin {
  // Read when a build starts, not whenever the config loads (the dev server and the tests load it too).
  let partsBySpecifier = new Map<string, Map<string, string>>();
  return {
    name: 'direct-imports',
    apply: 'build',
    buildStart() {
      partsBySpecifier = new Map(barrels.map((barrel) => [barrel.specifier, partsOf(barrel)]));
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0]!)) return null;
      let changed = false;
      const rewritten = code.replace(IMPORT, (statement, list: string, _quote: string, specifier: string) => {
        const parts = partsBySpecifier.get(specifier);
        if (!parts) return statement;
        const direct: string[] = [];
        const kept: string[] = [];
        for (const entry of list
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)) {
          const [name, local = name] = entry.split(/\s+as\s+/);
          const part = name && !name.startsWith('type ') ? parts.get(name) : undefined;
          if (part) direct.push(`import ${local} from '${part}';`);
          else kept.push(entry);
        }
        if (direct.length === 0) return statement;
        changed = true;
        // One line, as the statement was: the lines after it keep their numbers for the source maps.
        return [
          ...direct,
          ...(kept.length ? [`import { ${kept.join(', ')} } from '${specifier}';`] : []),
        ].join(' ');
      });
      return changed ? { code: rewritten, map: null } : null;
    },
  };
}
