import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dayRangeFilter, dayRangeProblem, lastDays } from './day-range.ts';

describe('fund day range', () => {
  it('takes the last days up to today, both counted', () => {
    const [from, to] = lastDays(30, dayjs('2026-03-10T18:45:00'));
    expect([from.format('YYYY-MM-DD HH:mm'), to.format('YYYY-MM-DD HH:mm')]).toEqual([
      '2026-02-09 00:00',
      '2026-03-10 00:00',
    ]);
  });

  it('sends the picked calendar dates as written, with the zone they are days in', () => {
    const range = [dayjs('2026-03-01T23:30:00'), dayjs('2026-03-05T00:10:00')] as const;
    expect(dayRangeFilter([...range], 'Asia/Shanghai')).toEqual({
      from: '2026-03-01',
      to: '2026-03-05',
      tz: 'Asia/Shanghai',
    });
  });

  it('allows a leap year of days and no more, and asks for a range when there is none', () => {
    expect(dayRangeProblem([dayjs('2024-01-01'), dayjs('2024-12-31')])).toBeNull();
    expect(dayRangeProblem([dayjs('2024-01-01'), dayjs('2025-01-01')])).toBe('validation.date_span');
    expect(dayRangeProblem([dayjs('2026-03-02'), dayjs('2026-03-01')])).toBe('validation.date_order');
    expect(dayRangeProblem(null)).toBe('validation.required');
  });
});
