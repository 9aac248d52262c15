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
    (set, get) => {
      // A change only: every write of this store is written to localStorage at once, synchronously, and
      // the shell sets the device and the menu's top entry as it mounts, mostly to what they already are.
      const change = (patch: Partial<AppState>) => {
        const state = get();
        const same = (Object.keys(patch) as (keyof AppState)[]).every((key) =>
          Object.is(state[key], patch[key]),
        );
        if (!same) set(patch);
      };
      return {
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
          change({ sidebarStatus: 'opened', sidebarWithoutAnimation: withoutAnimation }),
        closeSidebar: (withoutAnimation = false) =>
          change({ sidebarStatus: 'closed', sidebarWithoutAnimation: withoutAnimation }),
        setDevice: (device) => change({ device }),
        setActiveTop: (activeTop) => change({ activeTop }),
        setSettingsPanelOpen: (settingsPanelOpen) => change({ settingsPanelOpen }),
      };
    },
    {
      name: APP_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ sidebarStatus, activeTop }) => ({ sidebarStatus, activeTop }),
    },
  ),
);
