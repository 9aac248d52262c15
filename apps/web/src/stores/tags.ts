import { create } from 'zustand';

export interface TagView {
  /** The route's pathname: one tag per page. */
  path: string;
  /** pathname + search, to return to the page as it was opened. */
  fullPath: string;
  title: string;
  affix: boolean;
  keepAlive: boolean;
}

interface TagsState {
  visited: TagView[];
  /** Bumped by "refresh": a kept-alive page with a new generation is mounted afresh. */
  generations: Record<string, number>;
  visit: (tag: TagView) => void;
  close: (path: string) => void;
  closeOthers: (path: string) => void;
  closeAll: () => void;
  refresh: (path: string) => void;
}

export const useTags = create<TagsState>()((set) => ({
  visited: [],
  generations: {},
  visit: (tag) =>
    set((s) => {
      const index = s.visited.findIndex((v) => v.path === tag.path);
      if (index === -1) {
        // Pinned tabs come first.
        return { visited: tag.affix ? [tag, ...s.visited] : [...s.visited, tag] };
      }
      const visited = [...s.visited];
      visited[index] = { ...tag, affix: tag.affix || s.visited[index]!.affix };
      return { visited };
    }),
  close: (path) => set((s) => ({ visited: s.visited.filter((v) => v.path !== path || v.affix) })),
  closeOthers: (path) => set((s) => ({ visited: s.visited.filter((v) => v.path === path || v.affix) })),
  closeAll: () => set((s) => ({ visited: s.visited.filter((v) => v.affix) })),
  refresh: (path) =>
    set((s) => ({ generations: { ...s.generations, [path]: (s.generations[path] ?? 0) + 1 } })),
}));

/** Where to go when the shown tag closes: the last tag left, else home. */
export function pathAfterClosing(visited: readonly TagView[], path: string): string {
  const rest = visited.filter((v) => v.path !== path);
  return rest[rest.length - 1]?.fullPath ?? '/';
}
