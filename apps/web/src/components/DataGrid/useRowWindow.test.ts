import { describe, expect, it } from 'vitest';
import { rowRange, shownRows } from './useRowWindow.ts';

// Rows of 40 px under a header of 40 px, in a box 400 px high.
const rowHeight = 40;

describe('the row window', () => {
  it('shows the rows the box covers below the header, at the top and further down', () => {
    expect(shownRows({ scrollTop: 0, height: 400 }, rowHeight, rowHeight)).toEqual({ first: -1, last: 8 });
    // 1 000 px down: row 24 starts at 40 + 24 × 40 = 1 000.
    expect(shownRows({ scrollTop: 1000, height: 400 }, rowHeight, rowHeight)).toEqual({
      first: 24,
      last: 33,
    });
    // Halfway into a row: it is still shown, and the next one peeps in at the bottom.
    expect(shownRows({ scrollTop: 1020, height: 400 }, rowHeight, rowHeight)).toEqual({
      first: 24,
      last: 34,
    });
  });

  it('adds the overscan on both sides, always as many rows, and never leaves the list', () => {
    // A 400 px box shows parts of 11 rows at most; with 4 rows of overscan on each side, 19 rows.
    expect(rowRange({ scrollTop: 1000, height: 400 }, 100_000, rowHeight, 4)).toEqual({ start: 20, end: 39 });
    expect(rowRange({ scrollTop: 1020, height: 400 }, 100_000, rowHeight, 4)).toEqual({ start: 20, end: 39 });
    // At the top, the overscan that cannot go above goes below.
    expect(rowRange({ scrollTop: 0, height: 400 }, 100_000, rowHeight, 4)).toEqual({ start: 0, end: 19 });
    // At the end of 100 rows, the window stops at the last one and takes the rest above.
    expect(rowRange({ scrollTop: 100 * rowHeight, height: 400 }, 100, rowHeight, 4)).toEqual({
      start: 81,
      end: 100,
    });
    // Fewer rows than the window: all of them.
    expect(rowRange({ scrollTop: 0, height: 400 }, 12, rowHeight, 4)).toEqual({ start: 0, end: 12 });
    // No rows: nothing to render, whatever the position.
    expect(rowRange({ scrollTop: 500, height: 400 }, 0, rowHeight, 4)).toEqual({ start: 0, end: 0 });
  });
});
