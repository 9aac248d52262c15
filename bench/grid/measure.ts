// What the bench page reports to run.mjs through window.__bench.

export interface ScrollResult {
  frames: number;
  longestMs: number;
  p95Ms: number;
  p99Ms: number;
  meanMs: number;
  /** Data rows in the DOM at the end: proves the list stayed virtual. */
  rowsInDom: number;
  /** The last row's text was on screen when the scroll ended. */
  reachedEnd: boolean;
}

export interface BenchApi {
  generateMs: number;
  /** From the render call to the end of the first frame that showed rows. */
  mountToFirstFrameMs?: number;
  /** From navigation start (includes loading and parsing the bundle and generating the rows). */
  navigationToFirstFrameMs?: number;
  scrollToEnd?: (frames: number) => Promise<ScrollResult>;
  /** With `?hold` in the address: the render call, left to the caller. */
  start?: () => void;
}

declare global {
  interface Window {
    __bench: BenchApi;
  }
}

/** Runs after the next frame has been produced: a task queued from requestAnimationFrame runs after paint. */
export function afterNextFrame(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * After the timed scroll: a list that measures rows as they appear can grow by a few rows' height
 * at the end, so keep going to the bottom until it stops growing (untimed), then let it render.
 */
async function settleAtEnd(element: HTMLElement): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    await pause(100);
    const bottom = element.scrollHeight - element.clientHeight;
    if (element.scrollTop >= bottom - 1) break;
    element.scrollTop = bottom;
  }
  await pause(250);
}

/**
 * Scrolls the element from top to bottom in equal steps, one step per animation frame, and records
 * the time between frames. Each step jumps thousands of pixels, so nearly every frame renders rows
 * it has never shown: the worst case for a virtual list.
 */
export function scrollToEnd(
  element: HTMLElement,
  frames: number,
  countRows: () => number,
  lastRowShown: () => boolean,
): Promise<ScrollResult> {
  return new Promise((resolve) => {
    let max = element.scrollHeight - element.clientHeight;
    const step = Math.ceil(max / frames);
    const deltas: number[] = [];
    let last = 0;
    // The script's own offset, not a read-back of scrollTop: a list that rewrites scrollTop while
    // syncing would otherwise get more frames for the same distance.
    let offset = 0;
    const tick = (now: number) => {
      if (last > 0) deltas.push(now - last);
      last = now;
      // A list that measures its rows as they appear may have grown: go on to its new end.
      if (offset >= max) max = Math.max(max, element.scrollHeight - element.clientHeight);
      if (offset >= max) {
        void settleAtEnd(element).then(() => {
          const sorted = [...deltas].sort((a, b) => a - b);
          resolve({
            frames: deltas.length,
            longestMs: sorted[sorted.length - 1] ?? 0,
            p95Ms: percentile(sorted, 0.95),
            p99Ms: percentile(sorted, 0.99),
            meanMs: deltas.reduce((sum, delta) => sum + delta, 0) / deltas.length,
            rowsInDom: countRows(),
            reachedEnd: lastRowShown(),
          });
        });
        return;
      }
      offset = Math.min(max, offset + step);
      element.scrollTop = offset;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
