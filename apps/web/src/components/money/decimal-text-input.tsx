import { Input } from 'antd';
import { useState, type ReactNode } from 'react';

export interface DecimalTextInputProps<TValue, TUnread> {
  /** The form's value, or what the input handed on for text that is not one. */
  value?: TValue | TUnread;
  onChange?: (value: TValue | TUnread | undefined) => void;
  /** Whether the form holds a value (not the text of one that was not). */
  isValue: (value: unknown) => value is TValue;
  /** Typed text as a value, or null when it is not one this input takes. */
  read: (text: string) => TValue | null;
  /** A value as the input shows it for editing. */
  write: (value: TValue) => string;
  /** What the form gets for text that is not a value, for the field's rule to say why; and back. */
  unread: (text: string) => TUnread;
  textOf: (unread: TUnread) => string;
  placeholder?: string;
  suffix?: ReactNode;
  id?: string;
  'aria-label'?: string;
}

/**
 * A number typed in the language's marks, held by the form as something else (smallest units, a
 * decimal string): what was typed stays on screen while it reads as the form's value, and the value is
 * written afresh when the form sets another (initial values, a reset, a language that reads the text
 * otherwise). The money and rate inputs are this with their own reading and writing.
 */
export function DecimalTextInput<TValue, TUnread>({
  value,
  onChange,
  isValue,
  read,
  write,
  unread,
  textOf,
  ...rest
}: DecimalTextInputProps<TValue, TUnread>) {
  const [text, setText] = useState(() =>
    isValue(value) ? write(value) : value === undefined ? '' : textOf(value),
  );
  let shown = text;
  if (isValue(value) && read(text) !== value) shown = write(value);
  else if (value === undefined && text.trim()) shown = '';
  return (
    <Input
      {...rest}
      inputMode="decimal"
      value={shown}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        if (!typed.trim()) return onChange?.(undefined);
        const typedValue = read(typed);
        onChange?.(typedValue === null ? unread(typed) : typedValue);
      }}
    />
  );
}
