import { useEffect, useState, type RefObject } from 'react';
import { AnchoredTooltip, type Anchored } from './AnchoredTooltip.tsx';
import { TOOLTIP_Z_INDEX } from './grid-style.ts';

/**
 * One tooltip for the whole grid, shown over a cell whose text is cut off. One shared tooltip
 * instead of one per cell keeps scrolling 100 000 rows cheap: cells stay plain elements.
 */
export function OverflowTooltip({ containerRef }: { containerRef: RefObject<HTMLElement | null> }) {
  const [shown, setShown] = useState<Anchored | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const onOver = (event: MouseEvent) => {
      const text = (event.target as Element).closest?.('.dg-text');
      if (text instanceof HTMLElement && text.scrollWidth > text.clientWidth) {
        setShown({ text: text.textContent ?? '', rect: text.getBoundingClientRect() });
      } else {
        setShown(null);
      }
    };
    const hide = () => setShown(null);
    container.addEventListener('mouseover', onOver);
    container.addEventListener('mouseleave', hide);
    container.addEventListener('scroll', hide, { passive: true });
    return () => {
      container.removeEventListener('mouseover', onOver);
      container.removeEventListener('mouseleave', hide);
      container.removeEventListener('scroll', hide);
    };
  }, [containerRef]);

  return <AnchoredTooltip shown={shown} zIndex={TOOLTIP_Z_INDEX} />;
}
