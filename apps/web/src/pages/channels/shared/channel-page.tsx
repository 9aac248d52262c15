import type { Channel, ChannelFields, ChannelKind } from '@app/contracts/channels';
import * as api from '../../../api/channels.ts';
import {
  crudPermissions,
  CrudScreen,
  pagesOf,
  useOnOffChoices,
  type CrudResource,
  type OnOffChoices,
} from '../../../components/crud/index.ts';
import { channelColumns } from './columns.tsx';
import { channelFilters, channelForm } from './fields.tsx';

// The screen fixes the kind: its form edits the other fields and every write names the screen's kind.
const channelsOf = (
  kind: ChannelKind,
): CrudResource<Channel, ChannelFields, api.ChannelFilter, OnOffChoices> => ({
  id: `${kind}-channels`,
  exportName: `${kind}-channels`,
  rows: pagesOf(api.channelListQuery(kind)),
  permissions: crudPermissions('channels'),
  writes: {
    ...api.channelWrites,
    create: (body) => api.channelWrites.create({ ...body, kind }),
    update: (id, body) => api.channelWrites.update(id, { ...body, kind }),
  },
  useChoices: useOnOffChoices,
  columns: (t, actionsOf, { onOff }) => channelColumns(t, actionsOf, onOff),
  filters: channelFilters,
  form: channelForm(kind),
  // Every row of the file is a channel of this screen's kind.
  imports: {
    fields: ['name', 'code', 'fee_percent', 'min_amount', 'max_amount', 'status', 'sort'],
    fixed: { kind },
    send: api.importChannels,
  },
});
const channels = { payment: channelsOf('payment'), transfer: channelsOf('transfer') };

/** The list of one kind of lower-level channel (spec: payment, transfer). */
export function ChannelPage({ kind }: { kind: ChannelKind }) {
  return <CrudScreen resource={channels[kind]} />;
}
