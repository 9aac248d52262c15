import { Tooltip } from 'antd';
import { useEffect, useState, type RefObject } from 'react';
import { TOOLTIP_Z_INDEX } from './grid-style.ts';

interface Shown {
  text: string;
  rect: DOMRect;
}

/**
 * One tooltip for the whole grid, shown over a cell whose text is cut off. One shared tooltip
 * instead of one per cell keeps scrolling 100 000 rows cheap: cells stay plain elements.
 */
export function OverflowTooltip({ containerRef }: { containerRef: RefObject<HTMLElement | null> }) {
  const [shown, setShown] = useState<Shown | null>(null);

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

  if (!shown) return null;
  const { rect } = shown;
  return (
    // Keyed by place, so moving to another cut-off cell re-aligns the tooltip to it.
    <Tooltip key={`${rect.left},${rect.top}`} open title={shown.text} zIndex={TOOLTIP_Z_INDEX}>
      <span
        aria-hidden
        style={{
          position: 'fixed',
          left: rect.left,
          top: rect.top,
          width: rect.width,
          height: rect.height,
          pointerEvents: 'none',
        }}
      />
    </Tooltip>
  );
}
