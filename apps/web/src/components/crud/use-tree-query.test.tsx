import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useTreeQuery } from './use-tree-query.ts';

describe('useTreeQuery', () => {
  it('fetches the whole tree, then by the keyword the filter bar submits', async () => {
    const fetchTree = vi.fn(async (keyword?: string) => [{ id: 1, name: keyword ?? 'all' }]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const options = (keyword?: string) => ({
      queryKey: ['tree', keyword],
      queryFn: () => fetchTree(keyword),
    });
    const { result } = renderHook(() => useTreeQuery(options), { wrapper });
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 1, name: 'all' }]));
    expect(result.current.grid).toMatchObject({
      tree: { defaultExpandAll: true },
      rows: result.current.rows,
    });
    act(() => result.current.setFilter({ keyword: 'treasury' }));
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 1, name: 'treasury' }]));
    act(() => result.current.setFilter({}));
    await waitFor(() => expect(fetchTree).toHaveBeenLastCalledWith(undefined));
  });

  it('hands on the failure of the last fetch, for the filter bar to show', async () => {
    const refusal = new Error('The keyword is too long.');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const options = (keyword?: string) => ({
      queryKey: ['failing-tree', keyword],
      queryFn: async () => {
        if (keyword) throw refusal;
        return [];
      },
    });
    const { result } = renderHook(() => useTreeQuery(options), { wrapper });
    await waitFor(() => expect(result.current.grid.loading).toBe(false));
    expect(result.current.error).toBeNull();
    act(() => result.current.setFilter({ keyword: 'x'.repeat(200) }));
    await waitFor(() => expect(result.current.error).toBe(refusal));
  });

  it('keeps the tree shown when another keyword fails, and hands on the failure with a retry', async () => {
    let down = true;
    const fetchTree = vi.fn(async (keyword?: string) => {
      if (keyword && down) throw new Error('The server is down.');
      return [{ id: 1, name: keyword ?? 'all' }];
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const options = (keyword?: string) => ({
      queryKey: ['flaky-tree', keyword],
      queryFn: () => fetchTree(keyword),
    });
    const { result } = renderHook(() => useTreeQuery(options), { wrapper });
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 1, name: 'all' }]));
    expect(result.current.grid.failure).toBeNull();

    act(() => result.current.setFilter({ keyword: 'treasury' }));
    await waitFor(() => expect(result.current.grid.failure?.error.message).toBe('The server is down.'));
    expect(result.current.rows).toEqual([{ id: 1, name: 'all' }]);

    down = false;
    await act(async () => {
      await result.current.grid.failure?.retry();
    });
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 1, name: 'treasury' }]));
    expect(result.current.grid.failure).toBeNull();
  });
});
