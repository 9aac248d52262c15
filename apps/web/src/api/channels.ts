import type { ListFilterName } from '@app/contracts/common';
import type {
  Channel,
  ChannelKind,
  ChannelWrite,
  channelListQuery as listSchema,
} from '@app/contracts/channels';
import type { ImportRequest, ImportResultCounts } from '@app/contracts/imports';
import { queryOptions } from '@tanstack/react-query';
import { http } from './http.ts';
import { getPage, type ListRequest } from './list-request.ts';
import { resourceWrites } from './resource-writes.ts';

export const channelKeys = { all: ['channels'] as const };

/** The filters the channel list takes, by its contract. */
export type ChannelFilter = ListFilterName<typeof listSchema>;

/** One kind's list: the payment and transfer screens each show their own channels. */
export const channelListQuery = (kind: ChannelKind) => (request: ListRequest<ChannelFilter>) =>
  queryOptions({
    queryKey: [...channelKeys.all, 'list', kind, request],
    queryFn: () => getPage<Channel>('/api/channels', { ...request, filter: { ...request.filter, kind } }),
  });

export const channelWrites = resourceWrites<Channel, ChannelWrite>('/api/channels', channelKeys.all);

/** A CSV import's rows (each naming its kind), all written or none. */
export async function importChannels(body: ImportRequest): Promise<ImportResultCounts> {
  const { data } = await http.post<{ data: ImportResultCounts }>('/api/channels/import', body);
  return data.data;
}
