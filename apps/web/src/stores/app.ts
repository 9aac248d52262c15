import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type Device = 'desktop' | 'mobile';
export type SidebarStatus = 'opened' | 'closed';

interface AppState {
  device: Device;
  sidebarStatus: SidebarStatus;
  // Spec §4: open and close can skip the animation (used when the device mode changes).
  sidebarWithoutAnimation: boolean;
  activeTop: string;
  settingsPanelOpen: boolean;
  toggleSidebar: () => void;
  openSidebar: (withoutAnimation?: boolean) => void;
  closeSidebar: (withoutAnimation?: boolean) => void;
  setDevice: (device: Device) => void;
  setActiveTop: (path: string) => void;
  setSettingsPanelOpen: (open: boolean) => void;
}

export const APP_STORAGE_KEY = 'app';

// Spec §3 "Persisted UI preferences": sidebarStatus and activeTop survive a reload; the device is measured.
export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      device: 'desktop',
      sidebarStatus: 'closed',
      sidebarWithoutAnimation: false,
      activeTop: '',
      settingsPanelOpen: false,
      toggleSidebar: () =>
        set((s) => ({
          sidebarStatus: s.sidebarStatus === 'opened' ? 'closed' : 'opened',
          sidebarWithoutAnimation: false,
        })),
      openSidebar: (withoutAnimation = false) =>
        set({ sidebarStatus: 'opened', sidebarWithoutAnimation: withoutAnimation }),
      closeSidebar: (withoutAnimation = false) =>
        set({ sidebarStatus: 'closed', sidebarWithoutAnimation: withoutAnimation }),
      setDevice: (device) => set({ device }),
      setActiveTop: (activeTop) => set({ activeTop }),
      setSettingsPanelOpen: (settingsPanelOpen) => set({ settingsPanelOpen }),
    }),
    {
      name: APP_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ sidebarStatus, activeTop }) => ({ sidebarStatus, activeTop }),
    },
  ),
);
