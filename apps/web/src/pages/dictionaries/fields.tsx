import { Input, Switch } from 'antd';
import type { TFunction } from 'i18next';
import { dictionaryWriteSchema, type Dictionary, type DictionaryWrite } from '@app/contracts/dictionaries';
import type { DictionaryFilter } from '../../api/dictionaries.ts';
import type { FilterField, FilterOption, FormField, ResourceForm } from '../../components/crud/index.ts';
import { useDictionary } from '../../components/dictionary/use-dictionary.ts';
import { useStoredText } from '../../i18n/use-stored-text.ts';

export interface DictionaryChoices {
  /** A stored name in the admin's language. */
  storedText: (text: string) => string;
  statuses: FilterOption[];
}

export function useDictionaryChoices(): DictionaryChoices {
  const storedText = useStoredText();
  const { options: statuses } = useDictionary('on_off');
  return { storedText, statuses };
}

export const dictionaryFilters = (
  t: TFunction,
  { statuses }: { statuses: FilterOption[] },
): FilterField<DictionaryFilter>[] => [
  { kind: 'input', name: 'keyword', label: t('system.dict.keyword') },
  { kind: 'select', name: 'status', label: t('system.common.status'), options: statuses },
];

export const dictionaryFields = (t: TFunction): FormField<DictionaryWrite>[] => [
  {
    name: 'code',
    label: t('system.dict.code'),
    required: true,
    input: <Input placeholder="withdrawal_status" />,
  },
  {
    name: 'name',
    label: t('system.dict.name'),
    required: true,
    input: <Input />,
    // The seeded dictionaries are named by translation keys, which the list shows translated.
    extra: t('system.dict.nameHint'),
  },
  { name: 'status', label: t('system.common.status'), valuePropName: 'checked', input: <Switch /> },
  { name: 'remark', label: t('system.common.remark'), input: <Input.TextArea rows={3} /> },
];

export const dictionaryForm: ResourceForm<Dictionary, DictionaryWrite, DictionaryChoices> = {
  titles: { add: 'system.dict.addTitle', edit: 'system.dict.editTitle' },
  fields: dictionaryFields,
  schema: dictionaryWriteSchema,
  defaults: { status: true },
};
