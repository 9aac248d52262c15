import type { PermissionCode } from '@app/contracts/permissions';

/** The groups that hold a code of `TAction` (`'add'` → `'roles' | 'admins' | …`). */
type GroupsWith<TAction extends string, TCode = PermissionCode> = TCode extends `${infer TGroup}.${TAction}`
  ? TGroup
  : never;

/** A permission group with all three of add, modify and delete: a list screen with a full set of writes. */
export type CrudPermissionGroup = GroupsWith<'add'> & GroupsWith<'modify'> & GroupsWith<'delete'>;

/** The add, edit and delete buttons' permissions of a resource whose codes follow API.md's `<group>.<action>`. */
export function crudPermissions(group: CrudPermissionGroup): {
  add: PermissionCode;
  modify: PermissionCode;
  remove: PermissionCode;
} {
  return { add: `${group}.add`, modify: `${group}.modify`, remove: `${group}.delete` };
}
