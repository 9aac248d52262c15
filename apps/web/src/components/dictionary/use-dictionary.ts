import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DictionaryItem } from '@app/contracts/dictionaries';
import { dictionaryItemsQuery } from '../../api/dictionaries.ts';
import { useStoredText } from '../../i18n/use-stored-text.ts';

export interface DictionaryOption {
  value: string;
  label: string;
  tagType: DictionaryItem['tag_type'];
}

/** A dictionary's enabled items, labels translated, in their sort order: for tags, selects and filters. */
export function useDictionary(code: string): { options: DictionaryOption[]; loading: boolean } {
  const { data, isLoading } = useQuery(dictionaryItemsQuery(code));
  const storedText = useStoredText();
  const options = useMemo(
    () =>
      (data ?? [])
        .filter((item) => item.status)
        .sort((a, b) => a.sort - b.sort)
        .map((item) => ({ value: item.value, label: storedText(item.label), tagType: item.tag_type })),
    [data, storedText],
  );
  return { options, loading: isLoading };
}
