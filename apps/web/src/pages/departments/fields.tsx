import { Input, InputNumber, Switch, TreeSelect } from 'antd';
import type { TFunction } from 'i18next';
import { departmentWriteSchema, type Department, type DepartmentWrite } from '@app/contracts/departments';
import {
  addChildAction,
  toTreeSelectData,
  type FilterField,
  type FormField,
  type OnOffChoices,
  type ResourceForm,
  type ScreenHandles,
} from '../../components/crud/index.ts';

export const departmentFilters = (t: TFunction): FilterField<'keyword'>[] => [
  { kind: 'input', name: 'keyword', label: t('system.dept.keyword') },
];

/** `rows`: the tree, whose departments may be the parent; an edited one cannot be its own. */
export const departmentFields = (
  t: TFunction,
  { rows, editing }: { rows: readonly Department[]; editing: Department | null },
): FormField<DepartmentWrite>[] => [
  {
    name: 'parent_id',
    label: t('system.dept.parent'),
    input: (
      <TreeSelect
        allowClear
        treeDefaultExpandAll
        showSearch={{ treeNodeFilterProp: 'title' }}
        treeData={toTreeSelectData(rows, (d) => d.name, { exclude: editing?.id })}
        placeholder={t('system.dept.root')}
      />
    ),
  },
  { name: 'name', label: t('system.dept.name'), required: true, input: <Input /> },
  { name: 'code', label: t('system.dept.code'), required: true, input: <Input /> },
  { name: 'sort', label: t('system.common.sort'), input: <InputNumber min={0} precision={0} /> },
  { name: 'status', label: t('system.common.status'), valuePropName: 'checked', input: <Switch /> },
];

export const departmentForm: ResourceForm<Department, DepartmentWrite, OnOffChoices> = {
  titles: { add: 'system.dept.addTitle', edit: 'system.dept.editTitle' },
  fields: departmentFields,
  schema: departmentWriteSchema,
  defaults: { sort: 0, status: true },
};

const addChild = addChildAction('system.dept.addChild', 'departments.add');

/** "Add child" (a department under this one) before edit and delete. */
export const departmentActions = (
  row: Department,
  screen: ScreenHandles<Department, DepartmentWrite, OnOffChoices>,
) => [addChild(row, screen), ...screen.editDelete(row)];
