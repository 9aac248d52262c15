import type { BalanceRecordsMessages } from '../zh-cn/balance-records.ts';

export const balanceRecordsEn: BalanceRecordsMessages = {
  investment: {
    balanceRecord: {
      kind: 'Type',
      reason: 'Reason',
      amount: 'Change',
      balanceBefore: 'Balance before',
      balanceAfter: 'Balance after',
      operator: 'Operator',
      time: 'Time',
    },
  },
};
