import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccessToast } from '../feedback.ts';

/** Pass module-level keys and functions: the returned calls keep their identity while these do. */
export interface CrudCalls<TBody> {
  /** Refetched after every change (the resource's key prefix). */
  queryKey: QueryKey;
  // Methods, so a create call taking a narrower body (a required password) still fits.
  create?(body: TBody): Promise<unknown>;
  update?(id: number, body: TBody): Promise<unknown>;
  remove?(id: number): Promise<unknown>;
  /** Other caches the change makes stale (a menu change: the sidebar's routes). */
  alsoInvalidate?: readonly QueryKey[];
}

function offered<T>(call: T | undefined): T {
  if (!call) throw new Error('this resource does not offer that call');
  return call;
}

/** A resource's writes with the spec's success messages (§8) and the list refetched after each. */
export function useCrudMutations<TBody>(calls: CrudCalls<TBody>) {
  const client = useQueryClient();
  const { t } = useTranslation();
  const { queryKey, create, update, remove, alsoInvalidate } = calls;

  return useMemo(() => {
    const changed = async (notice: string) => {
      showSuccessToast(notice);
      await Promise.all(
        [queryKey, ...(alsoInvalidate ?? [])].map((key) => client.invalidateQueries({ queryKey: key })),
      );
    };
    return {
      create: async (body: TBody) => {
        await offered(create)(body);
        await changed(t('crud.addSuccess'));
      },
      update: async (id: number, body: TBody) => {
        await offered(update)(id, body);
        await changed(t('crud.editSuccess'));
      },
      remove: async (id: number) => {
        await offered(remove)(id);
        await changed(t('crud.deleteSuccess'));
      },
    };
  }, [client, t, queryKey, create, update, remove, alsoInvalidate]);
}
