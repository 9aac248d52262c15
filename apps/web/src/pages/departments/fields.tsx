import { Input, InputNumber, Switch, TreeSelect } from 'antd';
import type { TFunction } from 'i18next';
import type { DepartmentWrite } from '@app/contracts/departments';
import type { FilterField, FormField, TreeSelectNode } from '../../components/crud/index.ts';

export const departmentFilters = (t: TFunction): FilterField[] => [
  { kind: 'input', name: 'keyword', label: t('system.dept.keyword') },
];

export const departmentFields = (t: TFunction, parents: TreeSelectNode[]): FormField<DepartmentWrite>[] => [
  {
    name: 'parent_id',
    label: t('system.dept.parent'),
    input: (
      <TreeSelect
        allowClear
        treeDefaultExpandAll
        showSearch={{ treeNodeFilterProp: 'title' }}
        treeData={parents}
        placeholder={t('system.dept.root')}
      />
    ),
  },
  { name: 'name', label: t('system.dept.name'), required: true, input: <Input /> },
  { name: 'code', label: t('system.dept.code'), required: true, input: <Input /> },
  { name: 'sort', label: t('system.common.sort'), input: <InputNumber min={0} precision={0} /> },
  { name: 'status', label: t('system.common.status'), valuePropName: 'checked', input: <Switch /> },
];
