import type { TextsOf } from '../texts-of.ts';
// The dashboard's figures and charts (the greeting's texts load with the sign-in page, under `dashboard`).
export const dashboardZhCn = {
  dashboardFigures: {
    range: '日期范围',
    rangeLimit: '日期范围最多 {{days}} 天。',
    presets: {
      today: '今天',
      last7: '最近 7 天',
      last30: '最近 30 天',
      thisMonth: '本月',
    },
    zone: '按 {{zone}} 时间的日期统计',
    asOf: '数据截至 {{time}}',
    refreshing: '正在更新',
    totals: {
      label: '合计',
      members: '会员',
      newMembers: '本范围新增 {{n}}',
      recharged: '充值',
      invested: '投资',
      profit_paid: '已付收益',
      withdrawn: '提现（已通过）',
      pending_withdrawals: '待审核提现',
      pendingCount: '{{n}} 笔待审核',
      active_principal: '在投本金',
      settlement_backlog: '待结算',
      backlogCount: '{{n}} 笔已到期',
    },
    charts: {
      bar: '每日资金',
      funnel: '本范围新会员',
      pie: '按分类的投资',
      radar: '投资额最高的项目',
    },
    bar: {
      recharged: '充值',
      invested: '投资',
      withdrawn: '提现（已通过）',
      profit_paid: '已付收益',
    },
    funnel: {
      registered: '注册',
      invested: '已投资',
      invested_twice: '投资两次及以上',
      withdrew: '已提现',
    },
    radar: {
      amount: '投资额',
      investors: '投资人数',
      average: '平均投资额',
      profit_paid: '已付收益',
      settled_share: '已结算比例',
    },
    empty: '{{from}} 至 {{to}} 没有资金变动，也没有会员注册',
    chartEmpty: '本范围没有数据',
  },
};
export type DashboardMessages = TextsOf<typeof dashboardZhCn>;
