export { AMOUNT_DECIMALS, formatAmount } from './amount.ts';
export { MoneyInput, moneyInputRule, type MoneyInputProps } from './money-input.tsx';
