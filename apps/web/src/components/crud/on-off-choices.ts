import type { GridTagOption } from '../DataGrid/index.ts';
import { asOnOff, useDictionaryTags } from '../dictionary/dictionary-tags.ts';
import { useDictionary, type DictionaryOption } from '../dictionary/use-dictionary.ts';

/** The on/off dictionary as most resources use it: tags for a status column, options for its filter. */
export interface OnOffChoices {
  onOff: readonly GridTagOption[];
  statuses: DictionaryOption[];
}

/** A resource's `useChoices` when its screen needs only the on/off dictionary. */
export function useOnOffChoices(): OnOffChoices {
  const onOff = useDictionaryTags('on_off', asOnOff);
  const { options: statuses } = useDictionary('on_off');
  return { onOff, statuses };
}
