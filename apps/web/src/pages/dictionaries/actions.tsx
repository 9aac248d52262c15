import type { Dictionary, DictionaryWrite } from '@app/contracts/dictionaries';
import type { RowAction, ScreenHandles, ScreenParts } from '../../components/crud/index.ts';
import type { DictionaryChoices } from './fields.tsx';
import { ItemsDrawer } from './items-drawer.tsx';

/** "Items" (the dictionary's items drawer) before edit and delete. */
export const dictionaryActions = (
  row: Dictionary,
  screen: ScreenHandles<Dictionary, DictionaryWrite, DictionaryChoices>,
): RowAction[] => [
  { key: 'items', label: screen.t('system.dict.items'), onClick: () => screen.open('items', row) },
  ...screen.editDelete(row),
];

/** What the row actions open. */
export const dictionaryParts: ScreenParts<Dictionary> = {
  items: (dictionary, close) => <ItemsDrawer dictionary={dictionary} onClose={close} />,
};
