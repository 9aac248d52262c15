import type { FilterOption } from './filter-fields.ts';

export interface TreeRecord {
  id: number;
  children?: TreeRecord[];
}

export interface TreeSelectNode {
  value: number;
  title: string;
  children?: TreeSelectNode[];
}

/**
 * Tree rows as TreeSelect data. `exclude` leaves a branch out: a record cannot become its own or
 * its descendant's child.
 */
export function toTreeSelectData<T extends TreeRecord>(
  nodes: readonly T[],
  label: (node: T) => string,
  options: { exclude?: number; include?: (node: T) => boolean } = {},
): TreeSelectNode[] {
  return nodes
    .filter((node) => node.id !== options.exclude && (options.include?.(node) ?? true))
    .map((node) => {
      const children = toTreeSelectData((node.children ?? []) as T[], label, options);
      return { value: node.id, title: label(node), ...(children.length ? { children } : {}) };
    });
}

/** Tree rows as a flat, indented option list, for a filter select. */
export function toIndentedOptions<T extends TreeRecord>(
  nodes: readonly T[],
  label: (node: T) => string,
  depth = 0,
): FilterOption[] {
  return nodes.flatMap((node) => [
    { value: node.id, label: `${'\u3000'.repeat(depth)}${label(node)}` },
    ...toIndentedOptions((node.children ?? []) as T[], label, depth + 1),
  ]);
}
