import type { FundsMessages } from '../zh-cn/funds.ts';

export const fundsEn: FundsMessages = {
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
        withdrawn: 'Withdrawals requested',
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
  },
};
