import { useMemo } from 'react';
import type { Reach } from '@app/contracts/grant-reach';
import { useSession } from '../stores/session.ts';

/** The signed-in admin's reach; the server checks again, this only keeps forms to what it accepts. */
export function useOwnReach(): Reach {
  const isSuper = useSession((s) => s.profile?.is_super ?? false);
  const permissions = useSession((s) => s.permissions);
  return useMemo(() => ({ isSuper, permissions }), [isSuper, permissions]);
}
