import type { Plugin } from 'vite';

/** One package's import of another's index, for a part the index only passes on. */
export interface NarrowedImport {
  /** The importing module, matched by the end of its path (`antd/es/form/context.js`). */
  importer: string;
  /** The specifier it imports (`@rc-component/form`). */
  specifier: string;
  /** The module that holds what it imports, as resolved from the importer. */
  file: string;
}

/**
 * Sends a library's import of another package's index to the one module it takes from it.
 *
 * Some indexes are not trimmed by the bundler: `@rc-component/form`'s hangs its parts on the form as
 * properties, and a module that changes an object must stay whole. So antd's form context, which takes
 * only the form provider and which every first paint reaches (antd's context isolation imports it), took
 * the whole form library and its validator into the shell: some 40 KB no first paint runs. Resolved to
 * the provider's own module, the rest comes with the screens that draw forms. The same module either way:
 * the index re-exports it.
 */
export function narrowedImports(imports: readonly NarrowedImport[]): Plugin {
  return {
    name: 'narrowed-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      const path = importer?.split('?')[0]!.replaceAll('\\', '/');
      const narrowed = imports.find(
        (entry) => entry.specifier === source && path !== undefined && path.endsWith(entry.importer),
      );
      if (!narrowed) return null;
      return this.resolve(narrowed.file, importer, { ...options, skipSelf: true });
    },
  };
}
