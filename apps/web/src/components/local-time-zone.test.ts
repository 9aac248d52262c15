import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Other files of the run may have read the zone already: each test starts from a fresh module.
beforeEach(() => vi.resetModules());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.resetModules();
});

/** The module fresh, as a page load finds it: the zone is read once per load. */
const fresh = async () => (await import('./local-time-zone.ts')).localTimeZone;

describe('the browser’s time zone', () => {
  it('is named by Temporal where the browser has it, with no date format made', async () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Jakarta' } });
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const localTimeZone = await fresh();
    expect(localTimeZone()).toBe('Asia/Jakarta');
    expect(localTimeZone()).toBe('Asia/Jakarta');
    expect(dateFormat).not.toHaveBeenCalled();
  });

  it('is read from Intl where Temporal is absent or fails, once a load', async () => {
    vi.stubGlobal('Temporal', {
      Now: {
        timeZoneId: () => {
          throw new RangeError('no zone');
        },
      },
    });
    const expected = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    const dateFormat = vi
      .spyOn(Intl, 'DateTimeFormat')
      .mockImplementation(() => ({ resolvedOptions: () => ({ timeZone: expected }) }) as Intl.DateTimeFormat);
    const localTimeZone = await fresh();
    expect(localTimeZone()).toBe(expected);
    localTimeZone();
    expect(dateFormat).toHaveBeenCalledTimes(1);
  });
});
