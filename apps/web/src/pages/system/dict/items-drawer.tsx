import { useQuery } from '@tanstack/react-query';
import { Drawer } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dictionaryItemWriteSchema,
  type Dictionary,
  type DictionaryItem,
  type DictionaryItemWrite,
} from '@app/contracts/dictionaries';
import {
  createDictionaryItem,
  deleteDictionaryItem,
  dictionaryItemsQuery,
  dictionaryKeys,
  updateDictionaryItem,
} from '../../../api/dictionaries.ts';
import {
  CrudFormModal,
  ListPage,
  useCrudMutations,
  useEditDeleteActions,
  useModalState,
} from '../../../components/crud/index.ts';
import { loadFailureOf } from '../../../components/load-failure.tsx';
import { useStoredText } from '../../../i18n/use-stored-text.ts';
import { itemColumns, itemFields } from './item-declarations.tsx';

const newItem: Partial<DictionaryItemWrite> = { sort: 0, status: true };
const noItems: DictionaryItem[] = [];

/** A dictionary's items beside its list, with their own add, edit and delete. */
export function ItemsDrawer({ dictionary, onClose }: { dictionary: Dictionary; onClose: () => void }) {
  const { t } = useTranslation();
  const storedText = useStoredText();
  const { code } = dictionary;
  const items = useQuery(dictionaryItemsQuery(code));
  const modal = useModalState<DictionaryItem>();
  const calls = useMemo(
    () => ({
      // Every screen's status tags read items: refresh them all, not only this list.
      queryKey: dictionaryKeys.all,
      create: (body: DictionaryItemWrite) => createDictionaryItem(code, body),
      update: updateDictionaryItem,
      remove: deleteDictionaryItem,
    }),
    [code],
  );
  const crud = useCrudMutations<DictionaryItemWrite>(calls);

  const nameOf = useCallback((row: DictionaryItem) => storedText(row.label), [storedText]);
  const actionsOf = useEditDeleteActions<DictionaryItem>({
    modify: 'dictionaries.modify',
    remove: 'dictionaries.delete',
    onEdit: modal.openEdit,
    onRemove: crud.remove,
    nameOf,
  });
  const columns = useMemo(() => itemColumns(t, storedText, actionsOf), [t, storedText, actionsOf]);

  return (
    <Drawer
      open
      size={720}
      title={t('system.dict.itemsTitle', { name: storedText(dictionary.name) })}
      onClose={onClose}
    >
      <ListPage
        grid={{
          id: 'system-dictionary-items',
          columns,
          rows: items.data ?? noItems,
          rowKey: 'id',
          height: 420,
          loading: items.isFetching,
          onRefresh: items.refetch,
          failure: loadFailureOf(items),
          exportName: `dictionary-${code}`,
        }}
        create={{ permission: 'dictionaries.add', onClick: () => modal.openCreate(newItem) }}
      >
        <CrudFormModal<DictionaryItem, DictionaryItemWrite>
          modal={modal}
          crud={crud}
          titles={{ add: t('system.dict.addItemTitle'), edit: t('system.dict.editItemTitle') }}
          fields={itemFields(t)}
          schema={dictionaryItemWriteSchema}
        />
      </ListPage>
    </Drawer>
  );
}
