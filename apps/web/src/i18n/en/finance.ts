import type { FinanceMessages } from '../zh-cn/finance.ts';

export const financeEn: FinanceMessages = {
  finance: {
    fund: {
      range: 'Dates',
      zoneDay: 'Days are counted in {{zone}} time',
      date: 'Date',
      totals: 'Totals of the range',
      figures: {
        recharged: 'Recharged',
        adjusted: 'Adjusted',
        invested: 'Invested',
        settled_principal: 'Principal returned',
        profit_paid: 'Profit paid',
        withdrawn: 'Withdrawn',
        refunded: 'Refunded',
        pending_withdrawals: 'Pending withdrawals',
      },
      presets: {
        last7: 'Last 7 days',
        last30: 'Last 30 days',
        thisMonth: 'This month',
        lastMonth: 'Last month',
      },
    },
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
