import { useMemo } from 'react';
import type { GridColumn, GridTagOption } from '../DataGrid/index.ts';
import { tagColorOf } from './dict-tag.tsx';
import { useDictionary } from './use-dictionary.ts';

/** Reads a dictionary item's value as the rows hold it: `on_off` stores "true", the rows hold true. */
export type DictionaryValueReader = (value: string) => GridTagOption['value'];

export const asText: DictionaryValueReader = (value) => value;
export const asOnOff: DictionaryValueReader = (value) => value === 'true';

/**
 * A dictionary's items as a grid tag column's options (`type: 'tag'`): the cell shows the label in the
 * item's colour, and copy and export write the label too, where a rendered tag would write the code.
 */
export function useDictionaryTags(code: string, read: DictionaryValueReader = asText): GridTagOption[] {
  const { options } = useDictionary(code);
  return useMemo(
    () =>
      options.map((option) => ({
        value: read(option.value),
        label: option.label,
        color: tagColorOf(option.tagType),
      })),
    [options, read],
  );
}

/** A column showing each row's code as its dictionary label (options from useDictionaryTags). */
export function dictionaryColumn<TRow>(
  key: string,
  title: string,
  options: readonly GridTagOption[],
  width = 100,
): GridColumn<TRow> {
  return { key, title, type: 'tag', options, width };
}
