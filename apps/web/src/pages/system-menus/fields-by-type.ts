import type { MenuType } from '@app/contracts/menus';
import type { SystemMenuWrite } from '@app/contracts/system-menus';

type Field = keyof SystemMenuWrite;

// Which fields each menu type uses (spec §3 Menu); the server requires the same ones per type.
const fieldsOf: Record<MenuType, readonly Field[]> = {
  catalog: ['route_path', 'component', 'redirect', 'visible', 'always_show', 'icon'],
  menu: [
    'route_path',
    'route_name',
    'component',
    'permission',
    'redirect',
    'params',
    'visible',
    'keep_alive',
    'always_show',
    'icon',
  ],
  link: ['route_path', 'link', 'visible', 'icon'],
  button: ['permission'],
};

export const usedBy =
  (field: Field) =>
  (values: Partial<SystemMenuWrite>): boolean =>
    fieldsOf[values.type ?? 'menu'].includes(field);

/** Only a catalogue or a menu can hold other menus. */
export const canHoldChildren = (type: MenuType) => type === 'catalog' || type === 'menu';
