// The balance record screen's texts.
export const balanceRecordsZhCn = {
  investment: {
    balanceRecord: {
      kind: '类型',
      reason: '原因',
      amount: '变动金额',
      balanceBefore: '变动前余额',
      balanceAfter: '变动后余额',
      operator: '操作人',
      time: '时间',
    },
  },
};
export type BalanceRecordsMessages = typeof balanceRecordsZhCn;
