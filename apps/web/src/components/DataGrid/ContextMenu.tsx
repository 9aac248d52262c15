import { useEffect, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface MenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
}

export interface MenuPosition {
  x: number;
  y: number;
}

interface ContextMenuProps {
  position: MenuPosition | null;
  items: readonly MenuItem[];
  label: string;
  /** The grid's CSS variables: the menu is portalled to <body>, outside the grid's element. */
  themeStyle: CSSProperties;
  onClose: () => void;
}

/**
 * A small menu (WAI-ARIA menu pattern) for the right-click menu and the toolbar's import and export
 * choices: focus moves into it, arrows move between items, Enter picks, Escape or Tab or a click
 * elsewhere closes it and hands focus back to where it was.
 */
export function ContextMenu({ position, items, label, themeStyle, onClose }: ContextMenuProps) {
  const menuRef = useRef<HTMLUListElement>(null);
  const open = position !== null;

  useEffect(() => {
    if (!open) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    menuRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
    const closeOnOutside = (event: MouseEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) onClose();
    };
    const closeOnScroll = (event: Event) => {
      if (!menuRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('mousedown', closeOnOutside);
    window.addEventListener('scroll', closeOnScroll, true);
    window.addEventListener('resize', onClose);
    return () => {
      document.removeEventListener('mousedown', closeOnOutside);
      window.removeEventListener('scroll', closeOnScroll, true);
      window.removeEventListener('resize', onClose);
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [open, onClose]);

  if (!position) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const focusAt = (index: number) => buttons[(index + buttons.length) % buttons.length]?.focus();
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusAt(at + 1),
      ArrowUp: () => focusAt(at - 1),
      Home: () => focusAt(0),
      End: () => focusAt(buttons.length - 1),
      Escape: onClose,
      Tab: onClose,
    };
    const move = moves[event.key];
    if (!move) return;
    // Escape must close only the menu, not also leave the zoomed grid.
    event.preventDefault();
    event.stopPropagation();
    move();
  };

  // Kept inside the viewport when opened near its right or bottom edge.
  const left = Math.max(0, Math.min(position.x, window.innerWidth - 180));
  const top = Math.max(0, Math.min(position.y, window.innerHeight - (items.length * 34 + 16)));

  return createPortal(
    <ul
      ref={menuRef}
      role="menu"
      aria-label={label}
      className="dg-menu"
      style={{ ...themeStyle, left, top }}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
    >
      {items.map((item) => (
        <li key={item.key} role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className="dg-menu-item"
            onClick={() => {
              onClose();
              item.onSelect();
            }}
          >
            {item.icon && <span aria-hidden>{item.icon}</span>}
            {item.label}
          </button>
        </li>
      ))}
    </ul>,
    document.body,
  );
}
