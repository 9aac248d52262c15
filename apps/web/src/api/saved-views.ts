import type { SavedView, SavedViewWrite } from '@app/contracts/saved-views';
import { queryOptions } from '@tanstack/react-query';
import { http } from './http.ts';

export const savedViewKeys = { all: ['saved-views'] as const };

/** The signed-in admin's own views of one screen (a list's path), by name. */
export const savedViewListQuery = (screen: string) =>
  queryOptions({
    queryKey: [...savedViewKeys.all, screen],
    queryFn: async () =>
      (await http.get<{ data: SavedView[] }>('/api/saved-views', { params: { 'filter[screen]': screen } }))
        .data.data,
  });

/** A name taken on the screen answers 409, the 51st view 422, both on `name`. */
export async function createSavedView(body: SavedViewWrite): Promise<SavedView> {
  const { data } = await http.post<{ data: SavedView }>('/api/saved-views', body);
  return data.data;
}

export async function deleteSavedView(id: number): Promise<void> {
  await http.delete(`/api/saved-views/${id}`);
}
