import { Input, InputNumber, Select, Switch, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { tagTypes, type DictionaryItem, type DictionaryItemWrite } from '@app/contracts/dictionaries';
import { actionColumn, type FormField, type RowAction } from '../../../components/crud/index.ts';
import type { GridColumn } from '../../../components/DataGrid/index.ts';
import { DictTag, tagColorOf } from '../../../components/dictionary/dict-tag.tsx';

export function itemColumns(
  t: TFunction,
  storedText: (text: string) => string,
  actionsOf: (row: DictionaryItem) => RowAction[],
): GridColumn<DictionaryItem>[] {
  return [
    {
      key: 'label',
      title: t('system.dict.label'),
      width: 160,
      value: (row) => storedText(row.label),
      // Shown as the tag the screens will show.
      render: (label, row) => <Tag color={tagColorOf(row.tag_type)}>{label as string}</Tag>,
    },
    { key: 'value', title: t('system.dict.value'), width: 140 },
    { key: 'sort', title: t('system.common.sort'), type: 'integer', width: 100 },
    {
      key: 'status',
      title: t('system.common.status'),
      width: 100,
      render: (value) => <DictTag code="on_off" value={value as boolean} />,
    },
    actionColumn(t('crud.actions'), actionsOf, 140),
  ];
}

export const itemFields = (t: TFunction): FormField<DictionaryItemWrite>[] => [
  {
    name: 'label',
    label: t('system.dict.label'),
    required: true,
    input: <Input />,
    extra: t('system.dict.labelHint'),
  },
  { name: 'value', label: t('system.dict.value'), required: true, input: <Input /> },
  {
    name: 'tag_type',
    label: t('system.dict.tagType'),
    input: (
      <Select
        allowClear
        placeholder={t('crud.select')}
        options={tagTypes.map((type) => ({
          value: type,
          label: <Tag color={tagColorOf(type)}>{type}</Tag>,
        }))}
      />
    ),
  },
  { name: 'sort', label: t('system.common.sort'), input: <InputNumber min={0} precision={0} /> },
  { name: 'status', label: t('system.common.status'), valuePropName: 'checked', input: <Switch /> },
];
