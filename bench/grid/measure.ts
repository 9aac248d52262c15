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
  /** The frames that took longer than one vsync (17 ms): which frame, how far into the scroll, and how long. */
  longFrames: LongFrame[];
  /** Each scroll frame's animation callback time (performance.now()), to find the frames in a trace. */
  frameTimes: number[];
}

export interface LongFrame {
  /** The frame's place in the scroll (0: the gap between the first and second frame). */
  frame: number;
  /** When the frame began, from the scroll's first frame (ms). */
  atMs: number;
  ms: number;
  /** How far down the list the step before it scrolled (0 to 1: about the row's index / 100 000). */
  position: number;
}

export interface BenchApi {
  generateMs: number;
  /** From the render call to the end of the first frame that showed rows. */
  mountToFirstFrameMs?: number;
  /** From navigation start (includes loading and parsing the bundle and generating the rows). */
  navigationToFirstFrameMs?: number;
  scrollToEnd?: (frames: number) => Promise<ScrollResult>;
  /**
   * The render call, made by the harness (so that nothing of its own, such as a poll of the page, falls
   * inside the timed window); resolves after the first frame that paints rows.
   */
  start?: () => Promise<void>;
}

declare global {
  interface Window {
    __bench: BenchApi;
  }
}

/**
 * Runs after the end of the first frame that paints rows. Called with the render call: every frame's
 * animation callbacks run before its style, layout and paint, so rows in the document then are rows that
 * frame paints, and a task queued from there runs after it. Waiting for a React effect instead would
 * count a frame too many: React 19 runs the effects of a first render after the browser has painted it.
 */
function afterFirstFrameWithRows(hasRows: () => boolean, callback: () => void): void {
  requestAnimationFrame(() => {
    if (hasRows()) setTimeout(callback, 0);
    else afterFirstFrameWithRows(hasRows, callback);
  });
}

interface BenchPage {
  /** The timed render call. */
  render: () => void;
  /** Some row of data is in the document. */
  hasRows: () => boolean;
  /** The element that scrolls the rows. */
  scroller: () => HTMLElement;
  /** Data rows in the document. */
  countRows: () => number;
  /** The list's last row is in the document. */
  lastRowShown: () => boolean;
}

/** Offers the page's timed render call to the harness (`window.__bench.start`), then its scripted scroll. */
export function offerBenchPage(page: BenchPage): void {
  window.__bench.start = () =>
    new Promise((shown) => {
      const renderCall = performance.now();
      afterFirstFrameWithRows(page.hasRows, () => {
        window.__bench.mountToFirstFrameMs = performance.now() - renderCall;
        window.__bench.navigationToFirstFrameMs = performance.now();
        const scroller = page.scroller();
        window.__bench.scrollToEnd = (frames) =>
          scrollToEnd(scroller, frames, page.countRows, page.lastRowShown);
        shown();
      });
      page.render();
    });
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
    const offsets: number[] = [];
    const frameTimes: number[] = [];
    let last = 0;
    // The script's own offset, not a read-back of scrollTop: a list that rewrites scrollTop while
    // syncing would otherwise get more frames for the same distance.
    let offset = 0;
    const tick = (now: number) => {
      if (last > 0) deltas.push(now - last);
      last = now;
      frameTimes.push(now);
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
            longFrames: deltas.flatMap((ms, frame) =>
              ms > 17
                ? [
                    {
                      frame,
                      atMs: deltas.slice(0, frame).reduce((sum, delta) => sum + delta, 0),
                      ms,
                      position: offsets[frame]! / max,
                    },
                  ]
                : [],
            ),
            frameTimes,
          });
        });
        return;
      }
      offset = Math.min(max, offset + step);
      offsets.push(offset);
      element.scrollTop = offset;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
