import type { CurrenciesMessages } from '../zh-cn/currencies.ts';

export const currenciesEn: CurrenciesMessages = {
  finance: {
    currency: {
      keyword: 'Keyword',
      code: 'Currency code',
      codeHint: 'ISO 4217 code: three capital letters, such as USD',
      name: 'Currency name',
      symbol: 'Symbol',
      decimals: 'Decimal places',
      decimalsHint: 'Amounts are kept in the smallest unit: 2 for cents, 0 when there is no smaller unit',
      isDefault: 'Default currency',
      default: 'Default',
      makeDefault: 'Set as default',
      addTitle: 'Add currency',
      editTitle: 'Edit currency',
    },
  },
};
