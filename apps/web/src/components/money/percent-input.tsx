import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { moneyLocale, useMoney } from './amount.ts';
import { DecimalTextInput } from './decimal-text-input.tsx';
import { editablePercentText, parsePercentText, PERCENT_PLACES } from './percent-text.ts';

/**
 * Text typed into a PercentInput that is not a rate. Kept apart from a rate as sent, which it may look
 * like: "12.5" typed in Vietnamese (where "." groups thousands) is not the rate "12.5".
 */
export class UnreadPercent {
  constructor(readonly text: string) {}
}

export interface PercentInputProps {
  /** The rate as sent ("12.5"), or the typed text while it is not a rate. */
  value?: string | UnreadPercent;
  onChange?: (value: string | UnreadPercent | undefined) => void;
  /** A rate to show as the example, as sent ("0.6"). */
  example?: string;
  id?: string;
  'aria-label'?: string;
}

/**
 * Staff type rates with their language's decimal mark, as they type amounts beside them ("12,5" in
 * Vietnamese); the form holds the decimal string the server takes ("12.5"). Text that is not a rate
 * reaches the form as an UnreadPercent, for `percentInputRule` to say why.
 */
export function PercentInput({ example = '12.5', ...rest }: PercentInputProps) {
  const { locale } = useMoney();
  return (
    <DecimalTextInput<string, UnreadPercent>
      {...rest}
      isValue={(value) => typeof value === 'string'}
      read={(text) => {
        const parsed = parsePercentText(text, locale);
        return parsed.ok ? parsed.wire : null;
      }}
      write={(wire) => editablePercentText(wire, locale)}
      unread={(text) => new UnreadPercent(text)}
      textOf={(unread) => unread.text}
      placeholder={editablePercentText(example, locale)}
      suffix="%"
    />
  );
}

/**
 * Says why typed text is not a rate, in the admin's language with its own example; the schema's rule
 * checks the rate it becomes (its bounds, its sign).
 */
export function percentInputRule(t: TFunction, example = '12.5'): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (!(value instanceof UnreadPercent)) return;
      const locale = moneyLocale();
      const parsed = parsePercentText(value.text, locale);
      const reason = parsed.ok || parsed.reason === 'grouping' ? 'malformed' : parsed.reason;
      throw new Error(
        t(`crud.percent.${reason}`, {
          decimals: PERCENT_PLACES,
          example: editablePercentText(example, locale),
        }),
      );
    },
  };
}
