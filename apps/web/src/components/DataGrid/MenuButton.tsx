import { useCallback, useState, type CSSProperties, type ReactNode } from 'react';
import { ContextMenu, type MenuItem, type MenuPosition } from './ContextMenu.tsx';
import { ToolButton } from './ToolButton.tsx';

interface MenuButtonProps {
  label: string;
  icon: ReactNode;
  items: readonly MenuItem[];
  themeStyle: CSSProperties;
}

/** A toolbar icon button that opens a menu of choices below itself. */
export function MenuButton({ label, icon, items, themeStyle }: MenuButtonProps) {
  const [position, setPosition] = useState<MenuPosition | null>(null);
  const close = useCallback(() => setPosition(null), []);
  return (
    <>
      <ToolButton
        icon={icon}
        label={label}
        aria-haspopup="menu"
        aria-expanded={position !== null}
        // The menu closes itself on any mousedown outside it; this one is the toggle's own to handle.
        onMouseDown={(event) => event.stopPropagation()}
        onClick={(event) => {
          if (position) return close();
          const rect = event.currentTarget.getBoundingClientRect();
          setPosition({ x: rect.left, y: rect.bottom + 4 });
        }}
      />
      <ContextMenu position={position} items={items} label={label} themeStyle={themeStyle} onClose={close} />
    </>
  );
}
