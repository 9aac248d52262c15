import { useQuery } from '@tanstack/react-query';
import { currentAdminQuery } from '../api/admins.ts';
import { useSession } from '../stores/session.ts';

/**
 * The signed-in admin as the server reports them now: the session's profile at once, then asked again
 * whenever a screen using it is shown (invalidate `currentAdminQuery` after changing it).
 */
export function useCurrentAdmin() {
  const signedIn = useSession((s) => s.profile);
  return useQuery({
    ...currentAdminQuery,
    initialData: signedIn ?? undefined,
    initialDataUpdatedAt: 0,
  }).data;
}
