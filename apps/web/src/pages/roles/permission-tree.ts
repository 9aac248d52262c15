import type { PermissionCodeEntry } from '../../api/permission-codes.ts';

export interface PermissionTreeNode {
  key: string;
  title: string;
  /** A box the admin may not tick or untick. */
  disableCheckbox?: boolean;
  children?: PermissionTreeNode[];
}

const GROUP_PREFIX = 'group:';

/**
 * Codes grouped by their permission group; a group's title is the part of its codes' titles before " · ".
 * A code `tickable` refuses is greyed, and so is a group all of whose codes are.
 */
export function permissionTree(
  codes: readonly PermissionCodeEntry[],
  tickable: (code: string) => boolean = () => true,
): PermissionTreeNode[] {
  const groups = new Map<string, PermissionTreeNode & { children: PermissionTreeNode[] }>();
  for (const code of codes) {
    let group = groups.get(code.group);
    if (!group) {
      group = { key: `${GROUP_PREFIX}${code.group}`, title: code.title.split(' · ')[0]!, children: [] };
      groups.set(code.group, group);
    }
    group.children.push({
      key: code.name,
      title: code.title,
      ...(tickable(code.name) ? {} : { disableCheckbox: true }),
    });
  }
  return [...groups.values()].map((group) =>
    group.children.every((child) => child.disableCheckbox) ? { ...group, disableCheckbox: true } : group,
  );
}

/** The checked keys less the group nodes: what the server stores. */
export function checkedCodes(keys: readonly string[]): string[] {
  return keys.filter((key) => !key.startsWith(GROUP_PREFIX));
}
