import { useEffect, useState, type RefObject } from 'react';
import { AnchoredTooltip, type Anchored } from './AnchoredTooltip.tsx';

// antd's Tooltip waits this long on hover before it shows (mouseEnterDelay 0.1 s).
const SHOW_DELAY_MS = 100;

/**
 * One hint for the whole toolbar: the label of the button under the pointer (its `data-hint`), shown
 * in antd's Tooltip. Mounted only while shown, so the toolbar's buttons stay plain elements. A button
 * whose own popup is open (aria-expanded) shows none: the hint would cover it.
 */
export function ToolbarHint({ containerRef }: { containerRef: RefObject<HTMLElement | null> }) {
  const [shown, setShown] = useState<Anchored | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let target: HTMLElement | null = null;
    const hide = () => {
      clearTimeout(timer);
      target = null;
      setShown(null);
    };
    const onOver = (event: MouseEvent) => {
      const button = (event.target as Element).closest?.<HTMLElement>('[data-hint]') ?? null;
      if (button === target) return;
      hide();
      if (!button || !container.contains(button)) return;
      target = button;
      timer = setTimeout(() => {
        if (button.getAttribute('aria-expanded') === 'true' || !button.isConnected) return;
        setShown({ text: button.dataset.hint ?? '', rect: button.getBoundingClientRect() });
      }, SHOW_DELAY_MS);
    };
    container.addEventListener('mouseover', onOver);
    container.addEventListener('mouseleave', hide);
    // A click opens a menu or a panel over the hint's place, or moves the button (zoom): the hint goes.
    // Captured, since a menu's toggle keeps its mousedown to itself.
    container.addEventListener('mousedown', hide, true);
    return () => {
      clearTimeout(timer);
      container.removeEventListener('mouseover', onOver);
      container.removeEventListener('mouseleave', hide);
      container.removeEventListener('mousedown', hide, true);
    };
  }, [containerRef]);

  return <AnchoredTooltip shown={shown} />;
}
