import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTags, type TagView } from '../stores/tags.ts';

/**
 * The tags view's Refresh (spec §2): the page is mounted afresh through /redirect and asks the server
 * again for all it shows. Every answer held is marked stale, none fetched at once: the page's queries,
 * mounted anew, then fetch instead of showing what they hold for up to their stale time (the dashboard's
 * figures keep ten seconds), and the rest fetch when they are next shown.
 */
export function usePageRefresh(): (tag: Pick<TagView, 'path' | 'fullPath'>) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = useTags((s) => s.refresh);
  return (tag) => {
    void queryClient.invalidateQueries({ refetchType: 'none' });
    refresh(tag.path);
    void navigate(`/redirect${tag.fullPath}`, { replace: true });
  };
}
