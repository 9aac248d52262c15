import { describe, expect, it } from 'vitest';
import { dayBounds } from '../src/modules/investments/calendar-day.ts';

const bounds = (date: string, tz?: string) => {
  const { from, before } = dayBounds(date, tz);
  return [from.toISOString(), before.toISOString()];
};

describe('a calendar day in a time zone', () => {
  it.each([
    ['is a UTC day when no zone is given', '2026-11-23', undefined, '2026-11-23T00:00', '2026-11-24T00:00'],
    [
      'starts at local midnight east of Greenwich',
      '2026-11-23',
      'Asia/Shanghai',
      '2026-11-22T16:00',
      '2026-11-23T16:00',
    ],
    [
      'starts at local midnight far east (UTC+14)',
      '2026-11-23',
      'Pacific/Kiritimati',
      '2026-11-22T10:00',
      '2026-11-23T10:00',
    ],
    [
      'lasts 23 hours when the clocks go forward',
      '2026-03-08',
      'America/New_York',
      '2026-03-08T05:00',
      '2026-03-09T04:00',
    ],
    [
      'lasts 25 hours when the clocks go back',
      '2026-11-01',
      'America/New_York',
      '2026-11-01T04:00',
      '2026-11-02T05:00',
    ],
  ])('%s', (_title, date, zone, from, before) => {
    expect(bounds(date, zone)).toEqual([`${from}:00.000Z`, `${before}:00.000Z`]);
  });

  it('starts at the first moment that exists where the clocks jump at midnight', () => {
    // Chile moves from 00:00 to 01:00 on 6 September 2026.
    expect(bounds('2026-09-06', 'America/Santiago')[0]).toBe('2026-09-06T04:00:00.000Z');
  });
});
