import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { addChildAction } from './add-child-action.ts';

const t = ((key: string) => `text of ${key}`) as TFunction;

describe('addChildAction', () => {
  it("opens the add form with the row as the new record's parent, for an admin who may add", () => {
    const openCreate = vi.fn();
    const action = addChildAction('system.dept.addChild', 'departments.add')({ id: 4 }, { t, openCreate });

    expect(action).toMatchObject({
      key: 'add-child',
      label: 'text of system.dept.addChild',
      permission: 'departments.add',
    });
    action.onClick();
    expect(openCreate).toHaveBeenCalledWith({ parent_id: 4 });
  });
});
