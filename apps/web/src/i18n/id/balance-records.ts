import type { BalanceRecordsMessages } from '../zh-cn/balance-records.ts';

export const balanceRecordsId: BalanceRecordsMessages = {
  investment: {
    balanceRecord: {
      kind: 'Jenis',
      reason: 'Alasan',
      amount: 'Jumlah perubahan',
      balanceBefore: 'Saldo sebelum',
      balanceAfter: 'Saldo sesudah',
      operator: 'Operator',
      time: 'Waktu',
    },
  },
};
