import { Tag } from 'antd';
import type { DictionaryItem } from '@app/contracts/dictionaries';
import { useDictionary } from './use-dictionary.ts';

// Dictionary tag types (Element-style names) → antd Tag colours.
const tagColors: Record<NonNullable<DictionaryItem['tag_type']>, string> = {
  primary: 'processing',
  success: 'success',
  info: 'default',
  warning: 'warning',
  danger: 'error',
};

export function tagColorOf(tagType: DictionaryItem['tag_type']): string | undefined {
  return tagType ? tagColors[tagType] : undefined;
}

/** A status shown as its dictionary label (`<DictTag code="withdrawal_status" value="pending" />`). */
export function DictTag({ code, value }: { code: string; value: string | boolean | number | null }) {
  const { options } = useDictionary(code);
  if (value === null) return null;
  const text = String(value);
  const option = options.find((candidate) => candidate.value === text);
  // An unknown value still shows, as itself, so a missing item never hides data.
  return <Tag color={tagColorOf(option?.tagType ?? null)}>{option?.label ?? text}</Tag>;
}
