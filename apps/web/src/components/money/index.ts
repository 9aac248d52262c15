export { amountDecimals, setAmountDecimals } from './amount-places.ts';
export { formatAmount } from './amount.ts';
export { MoneyInput, moneyInputRule, type MoneyInputProps } from './money-input.tsx';
