import type { BalanceRecordsMessages } from '../zh-cn/balance-records.ts';

export const balanceRecordsVn: BalanceRecordsMessages = {
  investment: {
    balanceRecord: {
      kind: 'Loại',
      reason: 'Lý do',
      amount: 'Số tiền thay đổi',
      balanceBefore: 'Số dư trước',
      balanceAfter: 'Số dư sau',
      operator: 'Người thao tác',
      time: 'Thời gian',
    },
  },
};
