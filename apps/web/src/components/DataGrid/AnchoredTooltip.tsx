import { Tooltip } from 'antd';

/** A text to show in a tooltip, and the place on screen it points at. */
export interface Anchored {
  text: string;
  rect: DOMRect;
}

/**
 * antd's Tooltip over a place on screen rather than around an element: the grid shows one tooltip for
 * many cells or buttons, which stay plain elements. Keyed by place, so moving to another element
 * re-aligns it.
 */
export function AnchoredTooltip({ shown, zIndex }: { shown: Anchored | null; zIndex?: number }) {
  if (!shown) return null;
  const { rect } = shown;
  return (
    <Tooltip key={`${rect.left},${rect.top}`} open title={shown.text} zIndex={zIndex}>
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
