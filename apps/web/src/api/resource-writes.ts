import type { QueryKey } from '@tanstack/react-query';
import { http } from './http.ts';

/** A resource's create, update and delete in API.md's REST dialect, and the cache prefix they make stale. */
export interface ResourceWrites<TRow, TCreate, TUpdate> {
  queryKey: QueryKey;
  // Methods, as in the kit's CrudCalls, so a create body narrower than the update's (a password) still fits.
  create(body: TCreate): Promise<TRow>;
  update(id: number, body: TUpdate): Promise<TRow>;
  remove(id: number): Promise<void>;
}

/**
 * POST `path`, PUT and DELETE `path/:id`, each answer's `data` unwrapped: the writes a list screen's
 * `writes` takes. `queryKey`: the resource's key prefix, refetched after each write.
 */
export function resourceWrites<TRow, TCreate, TUpdate = TCreate>(
  path: string,
  queryKey: QueryKey,
): ResourceWrites<TRow, TCreate, TUpdate> {
  return {
    queryKey,
    create: async (body) => (await http.post<{ data: TRow }>(path, body)).data.data,
    update: async (id, body) => (await http.put<{ data: TRow }>(`${path}/${id}`, body)).data.data,
    remove: async (id) => {
      await http.delete(`${path}/${id}`);
    },
  };
}
