import { useCallback, useEffect, useState } from 'react';

/** Spec §9: the toolbar's zoom fills the screen with the grid; Esc restores it. */
export function useZoom() {
  const [zoomed, setZoomed] = useState(false);

  useEffect(() => {
    if (!zoomed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A menu or dialog that handled this Escape itself has marked it.
      if (event.key === 'Escape' && !event.defaultPrevented) setZoomed(false);
    };
    // The page under a zoomed grid must not scroll along with it.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [zoomed]);

  const toggleZoom = useCallback(() => setZoomed((value) => !value), []);
  return { zoomed, toggleZoom };
}
