import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from './index.ts';
import { useRouteTitle } from './use-route-title.ts';

describe('useRouteTitle', () => {
  it('translates a menu title key and follows the language', async () => {
    await applyLanguage('en');
    const { result } = renderHook(() => useRouteTitle());
    expect(result.current('system')).toBe('System');
    await act(() => applyLanguage('id'));
    expect(result.current('system')).toBe('Manajemen sistem');
  });

  it('shows a title typed in menu management as it is', async () => {
    await applyLanguage('en');
    const { result } = renderHook(() => useRouteTitle());
    expect(result.current('Monthly report')).toBe('Monthly report');
  });
});
