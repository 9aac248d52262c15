import { describe, expect, it, vi } from 'vitest';
import { APP_STORAGE_KEY, useAppStore } from './app.ts';

describe('app store', () => {
  it('starts with the sidebar closed on a desktop with no active top menu', () => {
    const { device, sidebarStatus, activeTop } = useAppStore.getState();
    expect({ device, sidebarStatus, activeTop }).toEqual({
      device: 'desktop',
      sidebarStatus: 'closed',
      activeTop: '',
    });
  });

  it('stores the sidebar status and the active top menu', () => {
    useAppStore.getState().toggleSidebar();
    useAppStore.getState().setActiveTop('/system');
    useAppStore.getState().setDevice('mobile');
    const stored = JSON.parse(localStorage.getItem(APP_STORAGE_KEY) ?? 'null') as { state: unknown };
    expect(stored.state).toEqual({ sidebarStatus: 'opened', activeTop: '/system' });
  });

  it('closes the sidebar without animation when asked to', () => {
    useAppStore.getState().openSidebar();
    useAppStore.getState().closeSidebar(true);
    expect(useAppStore.getState()).toMatchObject({ sidebarStatus: 'closed', sidebarWithoutAnimation: true });
  });

  it('writes nothing when a setter leaves the state as it is', () => {
    const store = useAppStore.getState();
    store.setDevice('mobile');
    store.setActiveTop('/members');
    store.closeSidebar(true);
    const writes = vi.spyOn(localStorage, 'setItem');
    const heard = vi.fn();
    const stop = useAppStore.subscribe(heard);
    store.setDevice('mobile');
    store.setActiveTop('/members');
    store.closeSidebar(true);
    expect(writes).not.toHaveBeenCalled();
    expect(heard).not.toHaveBeenCalled();
    store.setActiveTop('/system');
    expect(writes).toHaveBeenCalledTimes(1);
    stop();
    writes.mockRestore();
  });
});
