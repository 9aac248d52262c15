import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { investmentTimeFilter, timeFilterProblem, todayUtc } from './time-filter.ts';

describe('investment time filter', () => {
  it('asks for every investment in "all" mode, and when nothing was chosen', () => {
    expect(investmentTimeFilter({ mode: 'all', date: dayjs('2026-03-02') })).toEqual({ time: 'all' });
    expect(investmentTimeFilter(undefined)).toEqual({ time: 'all' });
  });

  it('sends the picked calendar date as the day, whatever the time of day it holds', () => {
    expect(investmentTimeFilter({ mode: 'day', date: dayjs('2026-03-02T23:59') })).toEqual({
      time: 'day',
      date: '2026-03-02',
    });
  });

  it('sends an interval with only the bounds picked, the end including its last millisecond', () => {
    const from = dayjs('2026-03-01T08:00:00');
    const to = dayjs('2026-03-05T18:30:15');
    expect(investmentTimeFilter({ mode: 'interval', from })).toEqual({
      time: 'interval',
      from: from.toISOString(),
    });
    expect(investmentTimeFilter({ mode: 'interval', to, from: null })).toEqual({
      time: 'interval',
      to: to.add(999, 'ms').toISOString(),
    });
    expect(investmentTimeFilter({ mode: 'interval', from, to, date: dayjs() })).toEqual({
      time: 'interval',
      from: from.toISOString(),
      to: to.add(999, 'ms').toISOString(),
    });
  });

  it('holds back an interval with neither bound, one running backwards, and a day without a date', () => {
    expect(timeFilterProblem({ mode: 'interval' })).toBe('investment.time.pickBound');
    expect(timeFilterProblem({ mode: 'interval', from: null, to: null })).toBe('investment.time.pickBound');
    expect(timeFilterProblem({ mode: 'interval', from: dayjs('2026-03-02'), to: dayjs('2026-03-01') })).toBe(
      'investment.time.startAfterEnd',
    );
    expect(timeFilterProblem({ mode: 'day', date: null })).toBe('investment.time.pickDate');
    expect(timeFilterProblem({ mode: 'interval', to: dayjs('2026-03-01') })).toBeNull();
    expect(timeFilterProblem({ mode: 'all' })).toBeNull();
  });

  it("starts a day at today's UTC date, which the server's day means", () => {
    expect(todayUtc(new Date('2026-03-02T23:30:00Z')).format('YYYY-MM-DD')).toBe('2026-03-02');
    // 00:30 in Beijing is still the day before in UTC.
    expect(todayUtc(new Date('2026-03-02T00:30:00+08:00')).format('YYYY-MM-DD')).toBe('2026-03-01');
  });
});
