import { useEffect, useState, type ReactNode } from 'react';

// The last few elements that held the focus, newest last. A dialog opened from a menu (a row's "⋮" on a
// phone) was opened by a menu item that is hidden or gone once the menu closes: the focus goes back to
// what held it before, the button that opened the menu.
const RECENT = 8;
const recentlyFocused: HTMLElement[] = [];

if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (!(event.target instanceof HTMLElement)) return;
    const at = recentlyFocused.indexOf(event.target);
    if (at >= 0) recentlyFocused.splice(at, 1);
    recentlyFocused.push(event.target);
    if (recentlyFocused.length > RECENT) recentlyFocused.shift();
  });
}

/** What held the focus before now, newest first: the element holding it, then those before it. */
function openers(): HTMLElement[] {
  const active = document.activeElement;
  const now = active instanceof HTMLElement && active !== document.body ? [active] : [];
  return [...now, ...[...recentlyFocused].reverse().filter((element) => element !== active)];
}

/** Focuses the first of them that is still on the page and can take the focus (not hidden). */
function focusFirstOf(candidates: readonly HTMLElement[]): void {
  for (const candidate of candidates) {
    if (!candidate.isConnected) continue;
    candidate.focus();
    if (document.activeElement === candidate) return;
  }
}

/**
 * What holds the focus now, kept to give it back later: the returned function, called once a dialog has
 * gone, focuses the first of what held it that is still there, unless the focus went elsewhere meanwhile.
 */
export function rememberFocus(): () => void {
  const before = openers();
  return () =>
    // After the dialog's own removal, and only when the focus went with it: never taken from elsewhere.
    setTimeout(() => {
      const active = document.activeElement;
      if (active === null || active === document.body) focusFirstOf(before);
    });
}

/**
 * Gives the focus back to what held it before (the button that opened it) when a dialog mounted on
 * opening (`{open && <Dialog/>}`) goes away. antd's own return (focusTriggerAfterClose) needs the dialog
 * to stay mounted through its closing; these leave at once, and the focus fell to the page's body, so a
 * keyboard user started again from the top.
 */
export function FocusReturn({ children }: { children: ReactNode }) {
  const [giveBack] = useState(rememberFocus);
  useEffect(() => giveBack, [giveBack]);
  return children;
}
