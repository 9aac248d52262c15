// Rows with a parent id, shaped into the trees API.md answers; used by menus and departments.
export type TreeNode<T> = T & { children?: TreeNode<T>[] };

export function buildTree<T extends { id: number; parent_id: number | null }>(rows: T[]): TreeNode<T>[] {
  const byParent = new Map<number | null, T[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const row of rows) {
    // A row whose parent is not in the set (filtered out or gone) is shown at the top.
    const parent = row.parent_id !== null && ids.has(row.parent_id) ? row.parent_id : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const attach = (parent: number | null): TreeNode<T>[] =>
    (byParent.get(parent) ?? []).map((row) => {
      const children = attach(row.id);
      return children.length ? { ...row, children } : { ...row };
    });
  return attach(null);
}

/** The rows that match, with every ancestor of a match, so a filtered tree keeps its shape. */
export function withAncestors<T extends { id: number; parent_id: number | null }>(
  rows: T[],
  matches: (row: T) => boolean,
): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<number>();
  for (const row of rows) {
    if (!matches(row)) continue;
    let current: T | undefined = row;
    while (current && !keep.has(current.id)) {
      keep.add(current.id);
      current = current.parent_id !== null ? byId.get(current.parent_id) : undefined;
    }
  }
  return rows.filter((r) => keep.has(r.id));
}

/** True when `candidateParent` is `id` itself or one of its descendants: moving there would make a loop. */
export function wouldCycle(
  rows: { id: number; parent_id: number | null }[],
  id: number,
  candidateParent: number,
) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  let current: number | null = candidateParent;
  const seen = new Set<number>();
  while (current !== null && !seen.has(current)) {
    if (current === id) return true;
    seen.add(current);
    current = byId.get(current)?.parent_id ?? null;
  }
  return false;
}
