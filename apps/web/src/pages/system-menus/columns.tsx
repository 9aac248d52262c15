import type { TFunction } from 'i18next';
import type { SystemMenu } from '@app/contracts/system-menus';
import { actionColumn, type RowAction } from '../../components/crud/index.ts';
import type { GridColumn, GridTagOption } from '../../components/DataGrid/index.ts';
import { dictionaryColumn } from '../../components/dictionary/dictionary-tags.ts';
import { MenuIcon } from '../../layout/menu-icons.tsx';

export function menuColumns(
  t: TFunction,
  title: (name: string) => string,
  actionsOf: (row: SystemMenu) => RowAction[],
  onOff: readonly GridTagOption[],
): GridColumn<SystemMenu>[] {
  return [
    // Seeded names are title keys, as the sidebar shows them; a staff-typed name shows as typed.
    { key: 'name', title: t('system.menu.name'), width: 240, value: (row) => title(row.name) },
    {
      key: 'type',
      title: t('system.menu.type'),
      type: 'tag',
      width: 110,
      options: [
        { value: 'catalog', label: t('system.menu.types.catalog'), color: 'processing' },
        { value: 'menu', label: t('system.menu.types.menu'), color: 'success' },
        { value: 'link', label: t('system.menu.types.link'), color: 'warning' },
        { value: 'button', label: t('system.menu.types.button'), color: 'default' },
      ],
    },
    {
      key: 'icon',
      title: t('system.menu.icon'),
      width: 100,
      render: (value) => (value ? <MenuIcon name={value as string} /> : null),
    },
    { key: 'route_path', title: t('system.menu.routePath'), width: 160 },
    { key: 'component', title: t('system.menu.component'), width: 200 },
    { key: 'permission', title: t('system.menu.permission'), width: 160 },
    dictionaryColumn('visible', t('system.menu.visible'), onOff),
    { key: 'sort', title: t('system.menu.sort'), type: 'integer', width: 100 },
    actionColumn(t('crud.actions'), actionsOf, 220),
  ];
}
