import type { SystemMenu, SystemMenuWrite } from '@app/contracts/system-menus';
import { routerTreeQuery } from '../../api/menus.ts';
import * as api from '../../api/system-menus.ts';
import { crudPermissions, CrudScreen, treeOf, type CrudResource } from '../../components/crud/index.ts';
import { menuColumns } from './columns.tsx';
import { menuActions, menuFilters, menuForm, useMenuChoices, type MenuChoices } from './fields.tsx';

const menus: CrudResource<SystemMenu, SystemMenuWrite, 'keyword', MenuChoices> = {
  id: 'system-menus',
  exportName: 'menus',
  rows: treeOf(api.systemMenuTreeQuery),
  permissions: crudPermissions('menus'),
  // A menu change also changes the signed-in admin's sidebar: the shell reads the routes again at once.
  writes: { ...api.systemMenuWrites, alsoInvalidate: [routerTreeQuery.queryKey] },
  useChoices: useMenuChoices,
  columns: (t, actionsOf, { title, onOff }) => menuColumns(t, title, actionsOf, onOff),
  filters: menuFilters,
  nameOf: (row, { title }) => title(row.name),
  actions: menuActions,
  form: menuForm,
};

export default function MenuPage() {
  return <CrudScreen resource={menus} />;
}
