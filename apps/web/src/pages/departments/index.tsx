import { departmentWriteSchema, type Department, type DepartmentWrite } from '@app/contracts/departments';
import * as api from '../../api/departments.ts';
import {
  CrudScreen,
  treeOf,
  useOnOffChoices,
  type CrudResource,
  type OnOffChoices,
} from '../../components/crud/index.ts';
import { departmentColumns } from './columns.tsx';
import { departmentFields, departmentFilters } from './fields.tsx';

const departments: CrudResource<Department, DepartmentWrite, 'keyword', OnOffChoices> = {
  id: 'system-departments',
  exportName: 'departments',
  rows: treeOf(api.departmentTreeQuery),
  permissions: { add: 'departments.add', modify: 'departments.modify', remove: 'departments.delete' },
  writes: api.departmentWrites,
  useChoices: useOnOffChoices,
  columns: (t, actionsOf, { onOff }) => departmentColumns(t, actionsOf, onOff),
  filters: departmentFilters,
  actions: (row, screen) => [
    {
      key: 'add-child',
      label: screen.t('system.dept.addChild'),
      permission: 'departments.add',
      onClick: () => screen.openCreate({ parent_id: row.id }),
    },
    ...screen.editDelete(row),
  ],
  form: {
    titles: { add: 'system.dept.addTitle', edit: 'system.dept.editTitle' },
    fields: departmentFields,
    schema: departmentWriteSchema,
    defaults: { sort: 0, status: true },
  },
};

export default function DepartmentPage() {
  return <CrudScreen resource={departments} />;
}
