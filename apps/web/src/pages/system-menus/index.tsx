import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { systemMenuWriteSchema, type SystemMenu, type SystemMenuWrite } from '@app/contracts/system-menus';
import { routerTreeQuery } from '../../api/menus.ts';
import { permissionCodesQuery } from '../../api/permission-codes.ts';
import {
  createSystemMenu,
  deleteSystemMenu,
  systemMenuKeys,
  systemMenuTreeQuery,
  updateSystemMenu,
} from '../../api/system-menus.ts';
import {
  CrudFormModal,
  editedRow,
  ListPage,
  toTreeSelectData,
  useCrudMutations,
  useEditDeleteActions,
  useModalState,
  useTreeQuery,
} from '../../components/crud/index.ts';
import { useRouteTitle } from '../../i18n/use-route-title.ts';
import { useSettings } from '../../stores/settings.ts';
import { asOnOff, useDictionaryTags } from '../../components/dictionary/dictionary-tags.ts';
import { menuColumns } from './columns.tsx';
import { canHoldChildren } from './fields-by-type.ts';
import { menuFields, menuFilters } from './fields.tsx';

// A menu change also changes the signed-in admin's sidebar: the shell reads the routes again at once.
const crudCalls = {
  queryKey: systemMenuKeys.all,
  alsoInvalidate: [routerTreeQuery.queryKey],
  create: createSystemMenu,
  update: updateSystemMenu,
  remove: deleteSystemMenu,
};

const newMenu: Partial<SystemMenuWrite> = {
  type: 'menu',
  visible: true,
  keep_alive: false,
  always_show: false,
  params: [],
  sort: 0,
};

export default function MenuPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const language = useSettings((s) => s.language);
  const tree = useTreeQuery<SystemMenu>(systemMenuTreeQuery);
  const { data: codes } = useQuery(permissionCodesQuery(language));
  const modal = useModalState<SystemMenu, Partial<SystemMenuWrite>>();
  const crud = useCrudMutations<SystemMenuWrite>(crudCalls);
  const menus = tree.rows;

  const { openCreate } = modal;
  const nameOf = useCallback((row: SystemMenu) => title(row.name), [title]);
  const editDelete = useEditDeleteActions<SystemMenu>({
    modify: 'menus.modify',
    remove: 'menus.delete',
    onEdit: modal.openEdit,
    onRemove: crud.remove,
    nameOf: nameOf,
  });
  const actionsOf = useCallback(
    (row: SystemMenu) => [
      ...(canHoldChildren(row.type)
        ? [
            {
              key: 'add-child',
              label: t('system.menu.addChild'),
              permission: 'menus.add' as const,
              onClick: () => openCreate({ ...newMenu, parent_id: row.id }),
            },
          ]
        : []),
      ...editDelete(row),
    ],
    [t, openCreate, editDelete],
  );
  const onOff = useDictionaryTags('on_off', asOnOff);
  const columns = useMemo(() => menuColumns(t, title, actionsOf, onOff), [t, title, actionsOf, onOff]);
  const filters = useMemo(() => menuFilters(t), [t]);

  const editing = editedRow(modal.state);
  const choices = {
    parents: toTreeSelectData(menus, (menu) => title(menu.name), {
      exclude: editing?.id,
      include: (menu) => canHoldChildren(menu.type),
    }),
    permissions: (codes ?? []).map((code) => ({ value: code.name, label: `${code.name} (${code.title})` })),
  };
  return (
    <ListPage
      grid={{
        id: 'system-menus',
        columns,
        rowKey: 'id',
        ...tree.grid,
        exportName: 'menus',
      }}
      filters={{ fields: filters, onSubmit: tree.setFilter, error: tree.error }}
      create={{ permission: 'menus.add', onClick: () => openCreate(newMenu) }}
    >
      <CrudFormModal<SystemMenu, SystemMenuWrite>
        modal={modal}
        crud={crud}
        titles={{ add: t('system.menu.addTitle'), edit: t('system.menu.editTitle') }}
        width={720}
        fields={menuFields(t, choices)}
        schema={systemMenuWriteSchema}
      />
    </ListPage>
  );
}
