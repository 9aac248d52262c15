import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Input, InputNumber, Radio, Select, Switch, TreeSelect } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { menuTypes, screenComponents } from '@app/contracts/menus';
import { systemMenuWriteSchema, type SystemMenu, type SystemMenuWrite } from '@app/contracts/system-menus';
import { permissionCodesQuery } from '../../api/permission-codes.ts';
import {
  addChildAction,
  toTreeSelectData,
  useOnOffChoices,
  type FilterField,
  type FilterOption,
  type FormField,
  type OnOffChoices,
  type ResourceForm,
  type ScreenHandles,
  type TreeSelectNode,
} from '../../components/crud/index.ts';
import { useRouteTitle } from '../../i18n/use-route-title.ts';
import { useSettings } from '../../stores/settings.ts';
import { canHoldChildren } from './fields-by-type.ts';
import { IconSelect } from '../../components/icon-select/index.tsx';
import { usedBy } from './fields-by-type.ts';
import { RouteParamsInput } from './route-params-input.tsx';

export interface MenuChoices extends OnOffChoices {
  /** A menu's title in the admin's language. */
  title: (name: string) => string;
  permissions: FilterOption[];
}

/** The titles, the on/off tags and the permission codes a button menu may require. */
export function useMenuChoices(): MenuChoices {
  const title = useRouteTitle();
  const language = useSettings((s) => s.language);
  const { data: codes } = useQuery(permissionCodesQuery(language));
  const permissions = useMemo(
    () => (codes ?? []).map((code) => ({ value: code.name, label: `${code.name} (${code.title})` })),
    [codes],
  );
  return { ...useOnOffChoices(), title, permissions };
}

export const menuFilters = (t: TFunction): FilterField<'keyword'>[] => [
  { kind: 'input', name: 'keyword', label: t('system.menu.keyword') },
];

const componentOptions = screenComponents.map((value) => ({ value }));

export function menuTypeOptions(t: TFunction) {
  return menuTypes.map((type) => ({ value: type, label: t(`system.menu.types.${type}`) }));
}

interface Choices {
  parents: TreeSelectNode[];
  permissions: FilterOption[];
}

/** The form's fields: a parent is a menu that may hold children, never the edited menu itself. */
export function menuFormFields(
  t: TFunction,
  form: { choices: MenuChoices; editing: SystemMenu | null; rows: readonly SystemMenu[] },
): FormField<SystemMenuWrite>[] {
  const { choices, editing, rows } = form;
  const parents = toTreeSelectData(rows, (menu) => choices.title(menu.name), {
    exclude: editing?.id,
    include: (menu) => canHoldChildren(menu.type),
  });
  return menuFields(t, { parents, permissions: choices.permissions });
}

export function menuFields(t: TFunction, choices: Choices): FormField<SystemMenuWrite>[] {
  const toggle = (name: 'visible' | 'keep_alive' | 'always_show', label: string) => ({
    name,
    label,
    valuePropName: 'checked',
    input: <Switch />,
    shownWhen: usedBy(name),
  });
  return [
    {
      name: 'parent_id',
      label: t('system.menu.parent'),
      input: (
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          showSearch={{ treeNodeFilterProp: 'title' }}
          treeData={choices.parents}
          placeholder={t('system.menu.root')}
        />
      ),
    },
    {
      name: 'type',
      label: t('system.menu.type'),
      required: true,
      input: <Radio.Group optionType="button" options={menuTypeOptions(t)} />,
    },
    {
      name: 'name',
      label: t('system.menu.name'),
      required: true,
      input: <Input />,
      extra: t('system.menu.nameHint'),
    },
    {
      name: 'route_path',
      label: t('system.menu.routePath'),
      input: <Input />,
      shownWhen: usedBy('route_path'),
    },
    {
      name: 'route_name',
      label: t('system.menu.routeName'),
      input: <Input />,
      shownWhen: usedBy('route_name'),
    },
    {
      name: 'component',
      label: t('system.menu.component'),
      input: <AutoComplete options={componentOptions} showSearch={{ filterOption: true }} />,
      shownWhen: usedBy('component'),
    },
    {
      name: 'permission',
      label: t('system.menu.permission'),
      input: (
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={choices.permissions}
          placeholder={t('crud.select')}
        />
      ),
      shownWhen: usedBy('permission'),
    },
    {
      name: 'link',
      label: t('system.menu.link'),
      input: <Input placeholder="https://" />,
      shownWhen: usedBy('link'),
    },
    { name: 'redirect', label: t('system.menu.redirect'), input: <Input />, shownWhen: usedBy('redirect') },
    {
      name: 'params',
      label: t('system.menu.params'),
      input: <RouteParamsInput />,
      shownWhen: usedBy('params'),
    },
    {
      name: 'icon',
      label: t('system.menu.icon'),
      input: <IconSelect placeholder={t('crud.select')} />,
      shownWhen: usedBy('icon'),
    },
    toggle('visible', t('system.menu.visible')),
    toggle('keep_alive', t('system.menu.keepAlive')),
    toggle('always_show', t('system.menu.alwaysShow')),
    { name: 'sort', label: t('system.menu.sort'), input: <InputNumber min={0} precision={0} /> },
  ];
}

export const menuForm: ResourceForm<SystemMenu, SystemMenuWrite, MenuChoices> = {
  titles: { add: 'system.menu.addTitle', edit: 'system.menu.editTitle' },
  fields: menuFormFields,
  schema: systemMenuWriteSchema,
  defaults: { type: 'menu', visible: true, keep_alive: false, always_show: false, params: [], sort: 0 },
  width: 720,
};

const addChild = addChildAction('system.menu.addChild', 'menus.add');

/** "Add child" on a row that may hold children (a catalogue or a menu), before edit and delete. */
export const menuActions = (
  row: SystemMenu,
  screen: ScreenHandles<SystemMenu, SystemMenuWrite, MenuChoices>,
) => [...(canHoldChildren(row.type) ? [addChild(row, screen)] : []), ...screen.editDelete(row)];
