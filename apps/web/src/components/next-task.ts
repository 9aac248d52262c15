interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a task of its own, after whatever the browser has waiting (a tap, a key, a frame to
 * paint): long work cut at these points holds the main thread for its pieces, not for the whole.
 * `scheduler.yield()` where the browser has it (its continuation goes before other queued tasks),
 * else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
