import type { Plugin, UserConfig } from 'vite';

/** A chunk made of what some modules need, as they import it statically. */
export interface ChunkLayer {
  name: string;
  /** Source paths (matched by their end): the modules whose static imports, at any depth, it holds. */
  roots: readonly string[];
  /** The build's entry: the chunk holds what it imports, and the entry stays a small chunk of its own. */
  entry?: boolean;
  /**
   * Modules an entry layer holds whole, with what they import: ones the entry reaches only through
   * `import()`, though every page loads them at once (a page that every other page's code builds on).
   */
  along?: readonly string[];
  /**
   * Which of the modules it reaches it holds (all when absent). The others keep the bundler's own
   * splitting, and what they import is still reached through them.
   */
  holds?: (id: string) => boolean;
}

/**
 * Each layer's modules in one chunk: first the entry's static imports (the boot), then, for instance,
 * the sign-in page's, then the signed-in shell's. A module belongs to the first layer that reaches it.
 *
 * Those modules all run before the layer's first paint, but the bundler splits them by which lazy
 * screens share them, so the sign-in page waited for some twenty small scripts (1–4 KB each) and the
 * signed-in shell for some fifty more. A browser on HTTP/1.1 fetches six at a time from one origin, so
 * on a slow link each extra round costs a round trip. Order the layers as they load: a page that needs
 * a layer needs every layer before it (the shell the sign-in page's form pieces, never the other way),
 * so no page loads code it would not run. Modules reached only through `import()` from outside the
 * layers keep the bundler's own splitting.
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
                // The earlier layer first: a module both reach, or that a later one's modules import, stays
                // in the earlier one (a group takes its modules' imports along with them).
                groups: layers.map(({ name }, index) => ({
                  name,
                  priority: layers.length - index,
                  test: (id: string) => layerOf.get(id) === name,
                })),
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
        const idOf = (root: string) => {
          const id = ids.find((candidate) => candidate.endsWith(root));
          if (!id) throw new Error(`layered-chunks: no module ends with ${root}`);
          return id;
        };
        const pending = [
          ...layer.roots.flatMap((root) => (layer.entry ? staticImports(idOf(root)) : [idOf(root)])),
          ...(layer.along ?? []).map(idOf),
        ];
        const seen = new Set<string>();
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (layerOf.has(id) || seen.has(id)) continue;
          seen.add(id);
          if (!layer.holds || layer.holds(id)) layerOf.set(id, layer.name);
          pending.push(...staticImports(id));
        }
      }
    },
  };
}
