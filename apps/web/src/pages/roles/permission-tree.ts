import type { PermissionCodeEntry } from '../../api/permission-codes.ts';

export interface PermissionTreeNode {
  key: string;
  title: string;
  children?: PermissionTreeNode[];
}

const GROUP_PREFIX = 'group:';

/** Codes grouped by their permission group; a group's title is the part of its codes' titles before " · ". */
export function permissionTree(codes: readonly PermissionCodeEntry[]): PermissionTreeNode[] {
  const groups = new Map<string, PermissionTreeNode>();
  for (const code of codes) {
    let group = groups.get(code.group);
    if (!group) {
      group = { key: `${GROUP_PREFIX}${code.group}`, title: code.title.split(' · ')[0]!, children: [] };
      groups.set(code.group, group);
    }
    group.children!.push({ key: code.name, title: code.title });
  }
  return [...groups.values()];
}

/** The checked keys less the group nodes: what the server stores. */
export function checkedCodes(keys: readonly string[]): string[] {
  return keys.filter((key) => !key.startsWith(GROUP_PREFIX));
}
