import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useWrite } from './use-write.ts';

function writeWithCache() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const refreshed: string[] = [];
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
    refreshed.push(String(filters?.queryKey?.[0]));
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useWrite(), { wrapper });
  return { write: result.current, refreshed, invalidate };
}

describe('useWrite', () => {
  it('says the change was made, lets the screen act on the answer, then refreshes what it made stale', async () => {
    const { write, refreshed } = writeWithCache();
    const order: string[] = [];
    const answer = await write(async () => ({ balance: 5 }), {
      notice: (saved) => `Saved, balance ${saved.balance}`,
      then: () => order.push(`then, refreshed so far: ${refreshed.length}`),
      stale: [['users'], ['balance-records']],
    });
    expect(answer).toEqual({ balance: 5 });
    expect(await screen.findByText('Saved, balance 5')).toBeTruthy();
    expect(order).toEqual(['then, refreshed so far: 0']);
    expect(refreshed).toEqual(['users', 'balance-records']);
  });

  it('shows a note, not a success, for a change left for approval', async () => {
    const { write } = writeWithCache();
    await write(async () => 'pending', { notice: { info: 'Waiting for a second admin.' }, stale: [] });
    const note = await screen.findByText('Waiting for a second admin.');
    expect(note.closest('.ant-message-notice-content')?.querySelector('.ant-message-info')).not.toBeNull();
  });

  it('throws a failure as it came, with no notice and nothing refreshed', async () => {
    const { write, invalidate } = writeWithCache();
    const refusal = new Error('refused');
    const then = vi.fn();
    await expect(
      write(() => Promise.reject(refusal), { notice: 'Saved', then, stale: [['users']] }),
    ).rejects.toBe(refusal);
    expect(then).not.toHaveBeenCalled();
    expect(invalidate).not.toHaveBeenCalled();
    expect(screen.queryByText('Saved')).toBeNull();
  });
});
