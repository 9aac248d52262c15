import { describe, expect, it } from 'vitest';
import { freshFigures } from '../src/modules/dashboard/fresh-figures.ts';

/** Figures numbered by computation, on a clock the test moves; `hold` keeps computations from finishing. */
function setUp(options: { maxEntries?: number; fail?: () => boolean } = {}) {
  let now = 1_000_000;
  let computed = 0;
  const releases: (() => void)[] = [];
  let hold = false;
  const errors: unknown[] = [];
  const figures = freshFigures<string, string>({
    compute: async (key) => {
      const at = now;
      computed += 1;
      const n = computed;
      if (hold) await new Promise<void>((release) => releases.push(release));
      if (options.fail?.()) throw new Error('database down');
      return { value: `${key}#${n}`, at };
    },
    keyOf: (key) => key,
    maxAgeMs: 10_000,
    maxEntries: options.maxEntries ?? 4,
    clock: () => now,
    onError: (error) => errors.push(error),
  });
  return {
    figures,
    errors,
    computed: () => computed,
    advance: (ms: number) => (now += ms),
    hold: (on: boolean) => (hold = on),
    release: () => releases.splice(0).forEach((release) => release()),
  };
}

const settle = () => new Promise((done) => setImmediate(done));

describe('figures remembered for at most 10 seconds', () => {
  it('answers the remembered figures while they are fresh, and computes anew once they are not', async () => {
    const s = setUp();
    expect(await s.figures.get('a')).toBe('a#1');
    s.advance(5_000);
    expect(await s.figures.get('a')).toBe('a#1');
    s.advance(5_000);
    expect(await s.figures.get('a')).toBe('a#2');
    expect(s.computed()).toBe(2);
  });

  it('computes a busy key again in the background before it goes stale, its readers never waiting', async () => {
    const s = setUp();
    await s.figures.get('a');
    s.hold(true);
    s.advance(9_500);
    // Due for a refresh: the remembered figures answer at once while the new ones are computed.
    expect(await s.figures.get('a')).toBe('a#1');
    expect(await s.figures.get('a')).toBe('a#1');
    expect(s.computed()).toBe(2);
    s.release();
    await settle();
    expect(await s.figures.get('a')).toBe('a#2');
  });

  it('shares one computation among the requests that arrive together', async () => {
    const s = setUp();
    s.hold(true);
    const together = Array.from({ length: 20 }, () => s.figures.get('a'));
    await settle();
    s.release();
    expect(new Set(await Promise.all(together))).toEqual(new Set(['a#1']));
    expect(s.computed()).toBe(1);
  });

  it('keeps only the most recently read keys', async () => {
    const s = setUp({ maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) await s.figures.get(key);
    await s.figures.get('a'); // read again: now the most recent
    await s.figures.get('d');
    expect(s.figures.size).toBe(3);
    expect(s.computed()).toBe(4);
    expect(await s.figures.get('a')).toBe('a#1');
    expect(await s.figures.get('b')).toBe('b#5'); // forgotten, so computed again
  });

  it('keeps answering the figures a failed refresh could not replace, until they are 10 seconds old', async () => {
    let failing = false;
    const s = setUp({ fail: () => failing });
    await s.figures.get('a');
    failing = true;
    s.advance(9_500);
    expect(await s.figures.get('a')).toBe('a#1');
    await settle();
    expect(s.errors).toHaveLength(1);
    s.advance(500);
    await expect(s.figures.get('a')).rejects.toThrow('database down');
  });
});
