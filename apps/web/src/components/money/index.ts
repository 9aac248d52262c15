export {
  amountDecimals,
  defaultCurrency,
  setDefaultCurrency,
  useDefaultCurrency,
} from './default-currency.ts';
export { formatAmount, moneyLocale, parseAmount, useMoney, type FormatAmountOptions } from './amount.ts';
export { MoneyInput, moneyInputRule, type MoneyInputProps } from './money-input.tsx';
export { formatAmountText, minorToDecimal, parseAmountText, type MoneyCurrency } from './money-text.ts';
export { PercentInput, percentInputRule, UnreadPercent, type PercentInputProps } from './percent-input.tsx';
export { editablePercentText, parsePercentText } from './percent-text.ts';
