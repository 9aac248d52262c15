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
      makeDefaultTitle: 'Set {{code}} as the default currency?',
      makeDefaultWarning:
        'Every amount in the system (balances, investments, funds) will be shown in {{code}} from now on, with the same numbers: nothing is converted.',
      isDefaultHint: 'Every amount is shown in the default currency; changing it converts nothing.',
      addTitle: 'Add currency',
      editTitle: 'Edit currency',
    },
  },
};
