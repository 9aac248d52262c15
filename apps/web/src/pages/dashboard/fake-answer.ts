import type { Dashboard } from '@app/contracts/dashboard';

/** An answer of the dashboard as the server gives it, for tests: two days, two categories, two projects. */
export function fakeAnswer(change: Partial<Dashboard> = {}): Dashboard {
  return {
    as_of: '2026-03-02T09:08:07.000Z',
    range: { from: '2026-03-01', to: '2026-03-02', tz: 'Asia/Shanghai' },
    totals: {
      members: 1234,
      new_members: 12,
      recharged: 9_876_543_21,
      invested: 500_000_00,
      profit_paid: 12_500_00,
      withdrawn: 30_000_00,
      pending_withdrawals: { count: 3, amount: 4_500_00 },
      active_principal: 800_000_00,
      settlement_backlog: { count: 2, amount: 2_000_00 },
    },
    bar: [
      { date: '2026-03-01', recharged: 1_234_56, invested: 300_00, withdrawn: 0, profit_paid: 25_00 },
      { date: '2026-03-02', recharged: 0, invested: 199_700_00, withdrawn: 150_00, profit_paid: 0 },
    ],
    funnel: { registered: 12, invested: 8, invested_twice: 3, withdrew: 4 },
    pie: [
      { category: { id: 2, name: 'Gold <fund>' }, amount: 400_000_00 },
      { category: { id: 1, name: 'Bonds' }, amount: 100_000_00 },
    ],
    radar: [
      {
        project: { id: 7, name: 'Harbour bond' },
        amount: 400_000_00,
        investors: 5,
        average: 80_000_00,
        profit_paid: 10_000_00,
        settled_share: 0.25,
      },
      {
        project: { id: 9, name: 'Solar farm' },
        amount: 100_000_00,
        investors: 2,
        average: 50_000_00,
        profit_paid: 2_500_00,
        settled_share: 0.5,
      },
    ],
    ...change,
  };
}

/** The same range with nothing in it: every day at nought, nobody registered, no category, no project. */
export function emptyAnswer(): Dashboard {
  const answer = fakeAnswer();
  return {
    ...answer,
    totals: { ...answer.totals, new_members: 0, recharged: 0, invested: 0, profit_paid: 0, withdrawn: 0 },
    bar: answer.bar.map((day) => ({
      date: day.date,
      recharged: 0,
      invested: 0,
      withdrawn: 0,
      profit_paid: 0,
    })),
    funnel: { registered: 0, invested: 0, invested_twice: 0, withdrew: 0 },
    pie: [],
    radar: [],
  };
}
