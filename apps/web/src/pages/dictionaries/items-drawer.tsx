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
import type { ImportRequest } from '@app/contracts/imports';
import {
  createDictionaryItem,
  deleteDictionaryItem,
  dictionaryItemsQuery,
  dictionaryKeys,
  importDictionaryItems,
  updateDictionaryItem,
} from '../../api/dictionaries.ts';
import {
  CrudFormModal,
  ListPage,
  useCrudMutations,
  useEditDeleteActions,
  useModalState,
  useRowImport,
} from '../../components/crud/index.ts';
import { asOnOff, useDictionaryTags } from '../../components/dictionary/dictionary-tags.ts';
import { loadFailureOf } from '../../components/load-failure.tsx';
import { useStoredText } from '../../i18n/use-stored-text.ts';
import { itemColumns, itemFields } from './item-declarations.tsx';

const newItem: Partial<DictionaryItemWrite> = { sort: 0, status: true };
const noItems: DictionaryItem[] = [];
const importedFields = ['label', 'value', 'tag_type', 'sort', 'status'] as const;

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
  const onOff = useDictionaryTags('on_off', asOnOff);
  const columns = useMemo(
    () => itemColumns(t, storedText, actionsOf, onOff),
    [t, storedText, actionsOf, onOff],
  );
  const send = useCallback((body: ImportRequest) => importDictionaryItems(code, body), [code]);
  const rowImport = useRowImport<DictionaryItem>({
    permission: 'dictionaries.add',
    queryKey: dictionaryKeys.all,
    columns,
    fields: importedFields,
    send,
  });

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
          ...rowImport.grid,
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
        {rowImport.report}
      </ListPage>
    </Drawer>
  );
}
