import type { Plugin, UserConfig } from 'vite';

/** A chunk made of what some modules need, as they import it statically. */
export interface ChunkLayer {
  name: string;
  /** Source paths (matched by their end): the modules whose static imports, at any depth, it holds. */
  roots: readonly string[];
  /** The build's entry: the chunk holds what it imports, and the entry stays a small chunk of its own. */
  entry?: boolean;
}

/**
 * Each layer's modules in one chunk: first the entry's static imports (the boot), then, for instance,
 * what the signed-in shell imports. A module belongs to the first layer that reaches it.
 *
 * Those modules all run before the layer's first paint, but the bundler splits them by which lazy
 * screens share them, so the sign-in page waited for some twenty small scripts (1–4 KB each) and the
 * signed-in shell for some fifty more. A browser on HTTP/1.1 fetches six at a time from one origin, so
 * on a slow link each extra round costs a round trip. A later layer is only ever loaded after the ones
 * before it (the shell after the boot), so its chunk never makes a page load code it would not run.
 * Modules reached only through `import()` from outside the layers keep the bundler's own splitting.
 */
export function layeredChunks(layers: readonly ChunkLayer[]): Plugin {
  const layerOf = new Map<string, string>();
  return {
    name: 'layered-chunks',
    apply: 'build',
    config(): UserConfig {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: layers.map(({ name }) => ({ name, test: (id: string) => layerOf.get(id) === name })),
              },
            },
          },
        },
      };
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const staticImports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      for (const layer of layers) {
        const pending = layer.roots.flatMap((root) => {
          const id = ids.find((candidate) => candidate.endsWith(root));
          if (!id) throw new Error(`layered-chunks: no module ends with ${root}`);
          return layer.entry ? staticImports(id) : [id];
        });
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (layerOf.has(id)) continue;
          layerOf.set(id, layer.name);
          pending.push(...staticImports(id));
        }
      }
    },
  };
}
