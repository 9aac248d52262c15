import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { localTimeZone } from '../../components/local-time-zone.ts';
import { investmentTimeFilter, timeFilterProblem } from './time-filter.ts';

describe('investment time filter', () => {
  it('asks for every investment in "all" mode, and when nothing was chosen', () => {
    expect(investmentTimeFilter({ mode: 'all', date: dayjs('2026-03-02') })).toEqual({ time: 'all' });
    expect(investmentTimeFilter(undefined)).toEqual({ time: 'all' });
  });

  it('sends the picked calendar date as a day in the time zone given, whatever the time of day it holds', () => {
    expect(investmentTimeFilter({ mode: 'day', date: dayjs('2026-03-02T23:59') }, 'Asia/Shanghai')).toEqual({
      time: 'day',
      date: '2026-03-02',
      tz: 'Asia/Shanghai',
    });
  });

  it("counts a day in the browser's own time zone unless told otherwise", () => {
    expect(localTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(investmentTimeFilter({ mode: 'day', date: dayjs('2026-03-02') })).toMatchObject({
      tz: localTimeZone(),
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
});
