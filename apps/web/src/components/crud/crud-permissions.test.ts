import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CrudResource } from './crud-resource.ts';
import { crudPermissions } from './crud-permissions.ts';

describe('crudPermissions', () => {
  it("gives the group's add, modify and delete codes to the add, edit and delete buttons", () => {
    expect(crudPermissions('departments')).toEqual({
      add: 'departments.add',
      modify: 'departments.modify',
      remove: 'departments.delete',
    });
    expectTypeOf(crudPermissions('departments')).toExtend<CrudResource<{ id: number }>['permissions']>();
  });

  it('takes only a group that has all three codes', () => {
    expectTypeOf(crudPermissions).toBeCallableWith('channels');
    // @ts-expect-error the users group has modify but neither add nor delete
    expectTypeOf(crudPermissions).toBeCallableWith('users');
  });
});
