import { useEffect, useState, type ReactNode } from 'react';

/**
 * Gives the focus back to what held it before (the button that opened it) when a dialog mounted on
 * opening (`{open && <Dialog/>}`) goes away. antd's own return (focusTriggerAfterClose) needs the dialog
 * to stay mounted through its closing; these leave at once, and the focus fell to the page's body, so a
 * keyboard user started again from the top.
 */
export function FocusReturn({ children }: { children: ReactNode }) {
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null,
  );
  useEffect(
    () => () => {
      // After the dialog's own removal, and only when the focus went with it: never taken from elsewhere.
      setTimeout(() => {
        const active = document.activeElement;
        if (opener?.isConnected && (active === null || active === document.body)) opener.focus();
      });
    },
    [opener],
  );
  return children;
}
