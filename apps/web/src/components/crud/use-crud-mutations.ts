import type { QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useWrite } from '../use-write.ts';

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
  const write = useWrite();
  const { t } = useTranslation();
  const { queryKey, create, update, remove, alsoInvalidate } = calls;

  return useMemo(() => {
    const stale = [queryKey, ...(alsoInvalidate ?? [])];
    const changed = async (send: () => Promise<unknown>, notice: string) => {
      await write(send, { notice, stale });
    };
    return {
      create: (body: TBody) => changed(() => offered(create)(body), t('crud.addSuccess')),
      update: (id: number, body: TBody) => changed(() => offered(update)(id, body), t('crud.editSuccess')),
      remove: (id: number) => changed(() => offered(remove)(id), t('crud.deleteSuccess')),
    };
  }, [write, t, queryKey, create, update, remove, alsoInvalidate]);
}
