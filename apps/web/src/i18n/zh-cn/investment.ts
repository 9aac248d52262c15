// The investment screens' texts: the investment list and the members' balance records.
export const investmentZhCn = {
  investment: {
    userId: '用户 ID',
    userIdInvalid: '请输入正整数形式的用户 ID',
    user: '用户',
    project: '项目',
    amount: '投资金额',
    profitPercent: '收益率',
    profit: '收益',
    createdAt: '投资时间',
    settleAt: '预计结算时间',
    settledAt: '实际结算时间',
    time: {
      label: '投资时间',
      all: '全部',
      day: '按天',
      interval: '区间',
      date: '选择日期',
      zoneDay: '按 {{zone}} 时间的日期统计',
      start: '开始时间',
      end: '结束时间',
      pickDate: '请选择日期',
      pickBound: '请选择开始时间或结束时间',
      startAfterEnd: '开始时间不能晚于结束时间',
    },
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
export type InvestmentMessages = typeof investmentZhCn;
