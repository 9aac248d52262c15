import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictionaryWriteSchema, type Dictionary, type DictionaryWrite } from '@app/contracts/dictionaries';
import {
  createDictionary,
  deleteDictionary,
  dictionaryKeys,
  dictionaryListQuery,
  updateDictionary,
} from '../../api/dictionaries.ts';
import {
  CrudFormModal,
  ListPage,
  useCrudMutations,
  useEditDeleteActions,
  useListQuery,
  useModalState,
} from '../../components/crud/index.ts';
import { useDictionary } from '../../components/dictionary/use-dictionary.ts';
import { useStoredText } from '../../i18n/use-stored-text.ts';
import { dictionaryColumns } from './columns.tsx';
import { dictionaryFields, dictionaryFilters } from './fields.tsx';
import { ItemsDrawer } from './items-drawer.tsx';

const crudCalls = {
  queryKey: dictionaryKeys.all,
  create: createDictionary,
  update: updateDictionary,
  remove: deleteDictionary,
};

export default function DictionaryPage() {
  const { t } = useTranslation();
  const storedText = useStoredText();
  const list = useListQuery<Dictionary>(dictionaryListQuery);
  const modal = useModalState<Dictionary>();
  const [browsing, setBrowsing] = useState<Dictionary | null>(null);
  const crud = useCrudMutations<DictionaryWrite>(crudCalls);
  const { options: statuses } = useDictionary('on_off');

  const nameOf = useCallback((row: Dictionary) => storedText(row.name), [storedText]);
  const editDelete = useEditDeleteActions<Dictionary>({
    modify: 'dictionaries.modify',
    remove: 'dictionaries.delete',
    onEdit: modal.openEdit,
    onRemove: crud.remove,
    nameOf: nameOf,
  });
  const actionsOf = useCallback(
    (row: Dictionary) => [
      { key: 'items', label: t('system.dict.items'), onClick: () => setBrowsing(row) },
      ...editDelete(row),
    ],
    [t, editDelete],
  );
  const columns = useMemo(() => dictionaryColumns(t, storedText, actionsOf), [t, storedText, actionsOf]);
  const filters = useMemo(() => dictionaryFilters(t, statuses), [t, statuses]);

  return (
    <ListPage
      grid={{ id: 'system-dictionaries', columns, rowKey: 'id', ...list.grid, exportName: 'dictionaries' }}
      filters={{ fields: filters, ...list.filterBar }}
      create={{ permission: 'dictionaries.add', onClick: () => modal.openCreate() }}
    >
      <CrudFormModal<Dictionary, DictionaryWrite>
        modal={modal}
        crud={crud}
        titles={{ add: t('system.dict.addTitle'), edit: t('system.dict.editTitle') }}
        fields={dictionaryFields(t)}
        schema={dictionaryWriteSchema}
        defaults={{ status: true }}
      />
      {browsing && <ItemsDrawer dictionary={browsing} onClose={() => setBrowsing(null)} />}
    </ListPage>
  );
}
