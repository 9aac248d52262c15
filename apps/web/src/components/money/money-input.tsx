import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { moneyLocale, useMoney } from './amount.ts';
import { DecimalTextInput } from './decimal-text-input.tsx';
import { amountDecimals } from './default-currency.ts';
import { formatAmountText, parseAmountText, separatorsOf, type AmountRefusal } from './money-text.ts';

export interface MoneyInputProps {
  /** Integer smallest units; the typed text while it is not an amount this input takes. */
  value?: number | string;
  onChange?: (value: number | string | undefined) => void;
  /** Lets a minus sign through (balance edits); otherwise only amounts ≥ 0 are typed. */
  signed?: boolean;
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
}

/** Why the text is not an amount this input takes, or null when it is one. */
function refusalOf(
  text: string,
  locale: string,
  signed: boolean | undefined,
): AmountRefusal | 'negative' | null {
  const parsed = parseAmountText(text, amountDecimals(), locale);
  if (!parsed.ok) return parsed.reason;
  return !signed && parsed.minor < 0 ? 'negative' : null;
}

/**
 * Staff type amounts in the currency's units and their language's separators ("1.234,56" in
 * Vietnamese); the form holds integer smallest units (123456). Text that is not an amount reaches the
 * form as the text itself, for `moneyInputRule` to say why, never a guess.
 */
export function MoneyInput({ signed, placeholder, ...rest }: MoneyInputProps) {
  const { locale, currency } = useMoney();
  const decimals = amountDecimals();
  const plain = (minor: number) => formatAmountText(minor, decimals, locale, { plain: true });
  return (
    <DecimalTextInput<number, string>
      {...rest}
      isValue={(value) => typeof value === 'number'}
      read={(text) => {
        const parsed = parseAmountText(text, decimals, locale);
        return parsed.ok && refusalOf(text, locale, signed) === null ? parsed.minor : null;
      }}
      write={plain}
      unread={(text) => text}
      textOf={(text) => text}
      placeholder={placeholder ?? plain(0)}
      suffix={currency ? <span aria-hidden>{currency.code}</span> : undefined}
    />
  );
}

/**
 * Says why typed text is not an amount, in the admin's language and with the language's own example;
 * the schema's rule checks the number it becomes.
 */
export function moneyInputRule(t: TFunction, { signed }: { signed?: boolean } = {}): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string') return;
      const locale = moneyLocale();
      const decimals = amountDecimals();
      const reason = refusalOf(value, locale, signed) ?? 'malformed';
      const { group, decimal } = separatorsOf(locale);
      // 1,234.56 in the currency's places and the language's marks: the form the admin should type.
      const example = formatAmountText(Number(`1234${'5678'.slice(0, decimals)}`), decimals, locale);
      throw new Error(t(`crud.amount.${reason}`, { decimals, group, decimal, example }));
    },
  };
}
