import { App, type ModalFuncProps } from 'antd';
import { useCallback } from 'react';
import { rememberFocus } from './focus-return.tsx';

/**
 * antd's "are you sure" dialog, which gives the focus back when it closes: to the button that asked, or,
 * when that went (a row's menu item, a Freeze button that became Unfreeze), to what held the focus before
 * it. antd's own return aims at the element that was focused and fell to the page's body when it was gone.
 */
export function useConfirmDialog(): (config: ModalFuncProps) => void {
  const { modal } = App.useApp();
  return useCallback(
    (config) => {
      const giveBack = rememberFocus();
      void modal.confirm({
        ...config,
        afterClose: () => {
          config.afterClose?.();
          giveBack();
        },
      });
    },
    [modal],
  );
}
