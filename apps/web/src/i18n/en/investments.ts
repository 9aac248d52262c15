import type { InvestmentsMessages } from '../zh-cn/investments.ts';

export const investmentsEn: InvestmentsMessages = {
  investment: {
    userId: 'User ID',
    userIdInvalid: 'Please enter a user ID (a whole number)',
    user: 'User',
    project: 'Project',
    amount: 'Amount',
    profitPercent: 'Profit rate',
    profit: 'Profit',
    createdAt: 'Invested at',
    settleAt: 'Estimated settlement',
    settledAt: 'Settled at',
    time: {
      label: 'Investment time',
      all: 'All',
      day: 'One day',
      interval: 'Interval',
      date: 'Pick a date',
      zoneDay: 'Days are counted in {{zone}} time',
      start: 'Start time',
      end: 'End time',
      pickDate: 'Please pick a date',
      pickBound: 'Please pick a start or an end time',
      startAfterEnd: 'The start must not be after the end',
    },
  },
};
