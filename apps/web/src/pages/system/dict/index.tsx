import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictionaryWriteSchema, type Dictionary, type DictionaryWrite } from '@app/contracts/dictionaries';
import {
  createDictionary,
  deleteDictionary,
  dictionaryKeys,
  dictionaryListQuery,
  updateDictionary,
} from '../../../api/dictionaries.ts';
import {
  FormModal,
  ListPage,
  useConfirmDelete,
  useCrudMutations,
  useListQuery,
  useModalState,
} from '../../../components/crud/index.ts';
import { useDictionary } from '../../../components/dictionary/use-dictionary.ts';
import { useStoredText } from '../../../i18n/use-stored-text.ts';
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
  const confirmDelete = useConfirmDelete();
  const crud = useCrudMutations<DictionaryWrite>(crudCalls);
  const { options: statuses } = useDictionary('on_off');

  const { openEdit } = modal;
  const { remove } = crud;
  const actionsOf = useCallback(
    (row: Dictionary) => [
      { key: 'items', label: t('system.dict.items'), onClick: () => setBrowsing(row) },
      {
        key: 'edit',
        label: t('crud.edit'),
        permission: 'dictionaries.modify' as const,
        onClick: () => openEdit(row),
      },
      {
        key: 'delete',
        label: t('crud.delete'),
        permission: 'dictionaries.delete' as const,
        danger: true,
        onClick: () => confirmDelete(() => remove(row.id), storedText(row.name)),
      },
    ],
    [t, storedText, openEdit, remove, confirmDelete],
  );
  const columns = useMemo(() => dictionaryColumns(t, storedText, actionsOf), [t, storedText, actionsOf]);
  const filters = useMemo(() => dictionaryFilters(t, statuses), [t, statuses]);

  const { state } = modal;
  const editing = state.mode === 'edit' ? state.row : null;
  return (
    <ListPage
      grid={{ id: 'system-dictionaries', columns, rowKey: 'id', ...list.grid, exportName: 'dictionaries' }}
      filters={{ fields: filters, onSubmit: list.setFilter }}
      create={{ permission: 'dictionaries.add', onClick: () => modal.openCreate() }}
    >
      {state.mode !== 'closed' && (
        <FormModal<DictionaryWrite>
          title={t(editing ? 'system.dict.editTitle' : 'system.dict.addTitle')}
          fields={dictionaryFields(t)}
          schema={dictionaryWriteSchema}
          initialValues={editing ?? { status: true }}
          onSubmit={(values) =>
            editing
              ? crud.update(editing.id, values as DictionaryWrite)
              : crud.create(values as DictionaryWrite)
          }
          onClose={modal.close}
        />
      )}
      {browsing && <ItemsDrawer dictionary={browsing} onClose={() => setBrowsing(null)} />}
    </ListPage>
  );
}
