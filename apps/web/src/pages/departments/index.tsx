import type { Department, DepartmentWrite } from '@app/contracts/departments';
import * as api from '../../api/departments.ts';
import {
  crudPermissions,
  CrudScreen,
  treeOf,
  useOnOffChoices,
  type CrudResource,
  type OnOffChoices,
} from '../../components/crud/index.ts';
import { departmentColumns } from './columns.tsx';
import { departmentActions, departmentFilters, departmentForm } from './fields.tsx';

const departments: CrudResource<Department, DepartmentWrite, 'keyword', OnOffChoices> = {
  id: 'system-departments',
  exportName: 'departments',
  rows: treeOf(api.departmentTreeQuery),
  permissions: crudPermissions('departments'),
  writes: api.departmentWrites,
  useChoices: useOnOffChoices,
  columns: (t, actionsOf, { onOff }) => departmentColumns(t, actionsOf, onOff),
  filters: departmentFilters,
  actions: departmentActions,
  form: departmentForm,
};

export default function DepartmentPage() {
  return <CrudScreen resource={departments} />;
}
