import { Input } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { formatMinor, parseMajor } from '@app/contracts/money';
import { amountDecimals } from './amount-places.ts';

export interface MoneyInputProps {
  /** Integer smallest units; a string while the typed text is not an exact amount. */
  value?: number | string;
  onChange?: (value: number | string | undefined) => void;
  /** Lets a minus sign through (balance edits); otherwise only amounts ≥ 0 are typed. */
  signed?: boolean;
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
}

const plain = (minor: number) => formatMinor(minor, amountDecimals()).replace(/,/g, '');

/** What was typed, unless the form's value was set from outside (initial values, a reset). */
function shownText(value: number | string | undefined, typed: string): string {
  if (typeof value === 'number') return parseMajor(typed, amountDecimals()) === value ? typed : plain(value);
  if (typeof value === 'string') return typed;
  return typed.trim() ? '' : typed;
}

/**
 * Staff type amounts in the currency's units ("12.50"); the form holds integer smallest units (1250),
 * converted by string arithmetic so no float ever touches the amount. Text that is not an exact
 * amount reaches the form as the text itself, for `moneyInputRule` to name.
 */
export function MoneyInput({ value, onChange, signed, ...rest }: MoneyInputProps) {
  const [text, setText] = useState(() => (typeof value === 'number' ? plain(value) : (value ?? '')));
  return (
    <Input
      {...rest}
      inputMode="decimal"
      value={shownText(value, text)}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        if (!typed.trim()) return onChange?.(undefined);
        const minor = parseMajor(typed, amountDecimals());
        onChange?.(minor === null || (!signed && minor < 0) ? typed : minor);
      }}
    />
  );
}

/** Names text that is not an amount; the schema's own rule checks the number it becomes. */
export function moneyInputRule(t: TFunction): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'string') throw new Error(t('crud.amountInvalid', { decimals: amountDecimals() }));
    },
  };
}
