import type { Plugin, UserConfig } from 'vite';

/**
 * Every module the entry imports statically, in one chunk of its own.
 *
 * Those modules run on every visit before anything is drawn, but the bundler splits them by which lazy
 * screens share them, so the first paint waited for some twenty small scripts (1–4 KB each). A browser
 * on HTTP/1.1 fetches six at a time from one origin, so on a slow link each extra round costs a round
 * trip. Grouped, the first paint needs the entry, this chunk, the runtime and the style sheet. Modules
 * reached only through `import()` keep the bundler's own splitting.
 */
export function bootChunk(entry: string): Plugin {
  const staticGraph = new Set<string>();
  return {
    name: 'boot-chunk',
    apply: 'build',
    config(): UserConfig {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [{ name: 'boot', test: (id: string) => staticGraph.has(id) }],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      const entryId = [...this.getModuleIds()].find((id) => id.endsWith(entry));
      if (!entryId) throw new Error(`boot-chunk: no module ends with ${entry}`);
      // The entry itself stays the entry chunk; what it imports statically, at any depth, is the boot.
      const pending = [...(this.getModuleInfo(entryId)?.importedIds ?? [])];
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (staticGraph.has(id)) continue;
        staticGraph.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
