import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { routerTreeQuery } from '../api/menus.ts';
import { buildRoutes } from '../router/route-builder.ts';
import { useSession } from '../stores/session.ts';

/**
 * The sidebar and the routes follow the server's menu tree without a reload: a write in menu
 * management invalidates the tree, which is read again here and rebuilt into the session's routes.
 */
export function useRouteTreeRefresh(): void {
  // The session was just built from the cached tree: only an invalidation reads it again.
  const { data: tree } = useQuery({ ...routerTreeQuery, staleTime: Infinity });
  const builtFrom = useRef(tree);
  useEffect(() => {
    if (!tree || tree === builtFrom.current) return;
    builtFrom.current = tree;
    const { roles, replaceRoutes } = useSession.getState();
    replaceRoutes(buildRoutes(tree, roles));
  }, [tree]);
}
