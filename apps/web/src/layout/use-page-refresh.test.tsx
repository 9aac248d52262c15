import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate, useParams } from 'react-router';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useTags } from '../stores/tags.ts';
import { usePageRefresh } from './use-page-refresh.ts';

/** A page whose answer stays fresh for a minute, as the dashboard's figures do for ten seconds. */
function Figures({ fetchFigures }: { fetchFigures: () => Promise<number> }) {
  const { data } = useQuery({ queryKey: ['figures'], queryFn: fetchFigures, staleTime: 60_000 });
  const refresh = usePageRefresh();
  return (
    <>
      <p>{data === undefined ? 'loading' : `figures ${data}`}</p>
      <button type="button" onClick={() => refresh({ path: '/figures', fullPath: '/figures' })}>
        Refresh
      </button>
    </>
  );
}

/** The app's /redirect page, in short: it re-enters the path after it. */
function Redirect() {
  const target = useParams()['*'] ?? '';
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(`/${target}${search}`, { replace: true });
  }, [navigate, target, search]);
  return null;
}

describe('usePageRefresh', () => {
  it('mounts the page afresh, and its answers are asked for again however fresh they were', async () => {
    let answers = 0;
    const fetchFigures = vi.fn(async () => (answers += 1));
    const router = createMemoryRouter(
      [
        { path: '/figures', element: <Figures fetchFigures={fetchFigures} /> },
        { path: '/redirect/*', element: <Redirect /> },
      ],
      { initialEntries: ['/figures'] },
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByText('figures 1');
    const generation = useTags.getState().generations['/figures'] ?? 0;

    await act(async () => screen.getByRole('button', { name: 'Refresh' }).click());
    await screen.findByText('figures 2');
    expect(fetchFigures).toHaveBeenCalledTimes(2);
    expect(router.state.location.pathname).toBe('/figures');
    expect(useTags.getState().generations['/figures']).toBe(generation + 1);
  });
});
