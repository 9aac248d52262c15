import type { InputProps } from 'antd';

/**
 * A text field's count of characters against its limit. The field takes text past the limit (turning
 * red, with its rule's message) instead of cutting it: `maxLength` dropped the end of pasted text
 * without a word, and a name or comment could be saved shorter than the one meant.
 */
export const lengthCount = (max: number): NonNullable<InputProps['count']> => ({ show: true, max });
