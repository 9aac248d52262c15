// The fund details screen's texts.
export const fundsZhCn = {
  finance: {
    fund: {
      range: '日期范围',
      zoneDay: '按 {{zone}} 时间的日期统计',
      date: '日期',
      totals: '范围合计',
      figures: {
        recharged: '充值',
        adjusted: '调整',
        invested: '投资',
        settled_principal: '结算本金',
        profit_paid: '已付收益',
        withdrawn: '提现申请',
        refunded: '提现退回',
        pending_withdrawals: '待审核提现',
      },
      presets: {
        last7: '最近 7 天',
        last30: '最近 30 天',
        thisMonth: '本月',
        lastMonth: '上月',
      },
    },
  },
};
export type FundsMessages = typeof fundsZhCn;
