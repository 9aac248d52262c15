import type { Dictionary, DictionaryWrite } from '@app/contracts/dictionaries';
import * as api from '../../api/dictionaries.ts';
import { crudPermissions, CrudScreen, pagesOf, type CrudResource } from '../../components/crud/index.ts';
import { dictionaryActions, dictionaryParts } from './actions.tsx';
import { dictionaryColumns } from './columns.tsx';
import {
  dictionaryFilters,
  dictionaryForm,
  useDictionaryChoices,
  type DictionaryChoices,
} from './fields.tsx';

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
  actions: dictionaryActions,
  form: dictionaryForm,
};

export default function DictionaryPage() {
  return <CrudScreen resource={dictionaries} parts={dictionaryParts} />;
}
