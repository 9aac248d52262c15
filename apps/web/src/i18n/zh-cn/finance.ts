// The finance screens' texts: fund details and currencies.
export const financeZhCn = {
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
        withdrawn: '提现',
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
    currency: {
      keyword: '关键字',
      code: '币种代码',
      codeHint: 'ISO 4217 代码，3 位大写字母，如 USD',
      name: '币种名称',
      symbol: '符号',
      decimals: '小数位数',
      decimalsHint: '金额以最小单位保存：2 表示分，0 表示没有更小的单位',
      isDefault: '默认币种',
      default: '默认',
      makeDefault: '设为默认',
      addTitle: '新增币种',
      editTitle: '编辑币种',
    },
  },
};
export type FinanceMessages = typeof financeZhCn;
