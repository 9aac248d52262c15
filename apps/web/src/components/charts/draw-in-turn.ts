/**
 * Charts that mount together (the dashboard's four, in one effect pass) draw one after another, each in
 * a task of its own: drawn in one go they held the main thread for the whole set, so a tap or a key
 * waited for every chart. A chart whose drawing ends later (ECharts draws in the animation frame after it
 * starts) returns a promise, and the next chart starts only once it has settled: started together, the
 * four drew in one animation frame, one task again. A cancelled turn (the chart unmounted first) is
 * skipped.
 */
let queue: Promise<void> = Promise.resolve();

export function drawInTurn(draw: () => void | Promise<void>): () => void {
  let cancelled = false;
  queue = queue.then(
    () =>
      new Promise<void>((resolve) => {
        setTimeout(() => {
          try {
            if (cancelled) return resolve();
            Promise.resolve(draw()).then(resolve, resolve);
          } catch {
            resolve();
          }
        }, 0);
      }),
  );
  return () => {
    cancelled = true;
  };
}
