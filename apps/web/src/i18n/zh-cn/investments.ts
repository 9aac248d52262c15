// The investment list's texts.
export const investmentsZhCn = {
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
  },
};
export type InvestmentsMessages = typeof investmentsZhCn;
