import { dictionaryWriteSchema, type Dictionary, type DictionaryWrite } from '@app/contracts/dictionaries';
import * as api from '../../api/dictionaries.ts';
import {
  crudPermissions,
  CrudScreen,
  pagesOf,
  type CrudResource,
  type ScreenParts,
} from '../../components/crud/index.ts';
import { dictionaryColumns } from './columns.tsx';
import {
  dictionaryFields,
  dictionaryFilters,
  useDictionaryChoices,
  type DictionaryChoices,
} from './fields.tsx';
import { ItemsDrawer } from './items-drawer.tsx';

const dictionaries: CrudResource<Dictionary, DictionaryWrite, api.DictionaryFilter, DictionaryChoices> = {
  id: 'system-dictionaries',
  exportName: 'dictionaries',
  rows: pagesOf(api.dictionaryListQuery),
  permissions: crudPermissions('dictionaries'),
  writes: api.dictionaryWrites,
  useChoices: useDictionaryChoices,
  columns: (t, actionsOf, { storedText }) => dictionaryColumns(t, storedText, actionsOf),
  filters: dictionaryFilters,
  nameOf: (row, { storedText }) => storedText(row.name),
  actions: (row, screen) => [
    { key: 'items', label: screen.t('system.dict.items'), onClick: () => screen.open('items', row) },
    ...screen.editDelete(row),
  ],
  form: {
    titles: { add: 'system.dict.addTitle', edit: 'system.dict.editTitle' },
    fields: dictionaryFields,
    schema: dictionaryWriteSchema,
    defaults: { status: true },
  },
};

const parts: ScreenParts<Dictionary> = {
  items: (dictionary, close) => <ItemsDrawer dictionary={dictionary} onClose={close} />,
};

export default function DictionaryPage() {
  return <CrudScreen resource={dictionaries} parts={parts} />;
}
