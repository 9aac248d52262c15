import type { DashboardMessages } from '../zh-cn/dashboard.ts';

export const dashboardEn: DashboardMessages = {
  dashboardFigures: {
    range: 'Dates',
    rangeLimit: 'A range covers at most {{days}} days.',
    presets: {
      today: 'Today',
      last7: 'Last 7 days',
      last30: 'Last 30 days',
      thisMonth: 'This month',
    },
    zone: 'Days are counted in {{zone}} time',
    asOf: 'As of {{time}}',
    refreshing: 'Updating',
    totals: {
      label: 'Totals',
      members: 'Members',
      newMembers: '{{n}} new in the range',
      recharged: 'Recharged',
      invested: 'Invested',
      profit_paid: 'Profit paid',
      withdrawn: 'Withdrawn (approved)',
      pending_withdrawals: 'Pending withdrawals',
      pendingCount: '{{n}} waiting for review',
      active_principal: 'Principal invested now',
      settlement_backlog: 'Due for settlement',
      backlogCount: '{{n}} investments due',
      backlogCount_one: '{{n}} investment due',
    },
    charts: {
      bar: 'Money by day',
      funnel: 'New members of the range',
      pie: 'Invested by category',
      radar: 'Top projects by amount invested',
    },
    bar: {
      recharged: 'Recharged',
      invested: 'Invested',
      withdrawn: 'Withdrawn (approved)',
      profit_paid: 'Profit paid',
    },
    funnel: {
      registered: 'Registered',
      invested: 'Invested',
      invested_twice: 'Invested twice or more',
      withdrew: 'Withdrew',
    },
    radar: {
      amount: 'Invested',
      investors: 'Investors',
      average: 'Average investment',
      profit_paid: 'Profit paid',
      settled_share: 'Settled',
    },
    empty: 'No money moved and no member registered from {{from}} to {{to}}',
    chartEmpty: 'Nothing in this range',
  },
};
