import { Input, InputNumber, Select, Switch, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { tagTypes, type DictionaryItem, type DictionaryItemWrite } from '@app/contracts/dictionaries';
import { actionColumn, type FormField, type RowAction } from '../../components/crud/index.ts';
import type { GridColumn, GridTagOption } from '../../components/DataGrid/index.ts';
import { tagColorOf } from '../../components/dictionary/dict-tag.tsx';
import { dictionaryColumn } from '../../components/dictionary/dictionary-tags.ts';

export function itemColumns(
  t: TFunction,
  storedText: (text: string) => string,
  actionsOf: (row: DictionaryItem) => RowAction[],
  onOff: readonly GridTagOption[],
): GridColumn<DictionaryItem>[] {
  return [
    {
      key: 'label',
      title: t('system.dict.label'),
      width: 160,
      // Shown as the tag the screens will show; copied, exported and imported as stored (a seeded label
      // is its text key), so a file read back writes the same label.
      render: (label, row) => <Tag color={tagColorOf(row.tag_type)}>{storedText(label as string)}</Tag>,
    },
    { key: 'value', title: t('system.dict.value'), width: 140 },
    { key: 'tag_type', title: t('system.dict.tagType'), width: 110 },
    { key: 'sort', title: t('system.common.sort'), type: 'integer', width: 100 },
    dictionaryColumn('status', t('system.common.status'), onOff),
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
