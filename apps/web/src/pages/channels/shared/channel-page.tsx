import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  channelFieldsSchema,
  type Channel,
  type ChannelFields,
  type ChannelKind,
} from '@app/contracts/channels';
import {
  channelKeys,
  channelListQuery,
  createChannel,
  deleteChannel,
  importChannels,
  updateChannel,
} from '../../../api/channels.ts';
import {
  CrudFormModal,
  ListPage,
  nameOfRow,
  useCrudMutations,
  useEditDeleteActions,
  useListQuery,
  useModalState,
  useRowImport,
} from '../../../components/crud/index.ts';
import { useDictionary } from '../../../components/dictionary/use-dictionary.ts';
import { asOnOff, useDictionaryTags } from '../../../components/dictionary/dictionary-tags.ts';
import { channelColumns } from './columns.tsx';
import { channelFields, channelFilters } from './fields.tsx';

// The screen fixes the kind: its form edits the other fields and every write names the screen's kind.
const callsOf = (kind: ChannelKind) => ({
  list: channelListQuery(kind),
  crud: {
    queryKey: channelKeys.all,
    create: (body: ChannelFields) => createChannel({ ...body, kind }),
    update: (id: number, body: ChannelFields) => updateChannel(id, { ...body, kind }),
    remove: deleteChannel,
  },
});
const calls = { payment: callsOf('payment'), transfer: callsOf('transfer') } satisfies Record<
  ChannelKind,
  ReturnType<typeof callsOf>
>;

const createDefaults: Partial<ChannelFields> = { min_amount: 0, sort: 0, status: true };
const importedFields = ['name', 'code', 'fee_percent', 'min_amount', 'max_amount', 'status', 'sort'] as const;
const fixedKind = { payment: { kind: 'payment' }, transfer: { kind: 'transfer' } } as const;

/** The list of one kind of lower-level channel (spec: payment, transfer). */
export function ChannelPage({ kind }: { kind: ChannelKind }) {
  const { t } = useTranslation();
  const list = useListQuery<Channel>(calls[kind].list);
  const modal = useModalState<Channel>();
  const crud = useCrudMutations<ChannelFields>(calls[kind].crud);

  const actionsOf = useEditDeleteActions<Channel>({
    modify: 'channels.modify',
    remove: 'channels.delete',
    onEdit: modal.openEdit,
    onRemove: crud.remove,
    nameOf: nameOfRow,
  });
  const onOff = useDictionaryTags('on_off', asOnOff);
  const columns = useMemo(() => channelColumns(t, actionsOf, onOff), [t, actionsOf, onOff]);
  const { options: statuses } = useDictionary('on_off');
  const filters = useMemo(() => channelFilters(t, statuses), [t, statuses]);
  const fields = useMemo(() => channelFields(t), [t]);
  // Every row of the file is a channel of this screen's kind.
  const rowImport = useRowImport<Channel>({
    permission: 'channels.add',
    queryKey: channelKeys.all,
    columns,
    fields: importedFields,
    fixed: fixedKind[kind],
    send: importChannels,
  });

  return (
    <ListPage
      grid={{
        id: `${kind}-channels`,
        columns,
        rowKey: 'id',
        ...list.grid,
        exportName: `${kind}-channels`,
        ...rowImport.grid,
      }}
      filters={{ fields: filters, ...list.filterBar }}
      create={{ permission: 'channels.add', onClick: () => modal.openCreate() }}
    >
      <CrudFormModal<Channel, ChannelFields>
        modal={modal}
        crud={crud}
        titles={{ add: t(`channel.${kind}.addTitle`), edit: t(`channel.${kind}.editTitle`) }}
        fields={fields}
        schema={channelFieldsSchema}
        width={600}
        defaults={createDefaults}
      />
      {rowImport.report}
    </ListPage>
  );
}
