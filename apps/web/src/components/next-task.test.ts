import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

afterEach(() => vi.unstubAllGlobals());

describe('nextTask', () => {
  it("goes on in a later task, after the current task's microtasks", async () => {
    vi.stubGlobal('scheduler', undefined);
    const log: string[] = [];
    const waiting = nextTask().then(() => log.push('next task'));
    queueMicrotask(() => log.push('microtask'));
    setTimeout(() => log.push('timer set after'), 0);
    await waiting;
    expect(log).toEqual(['microtask', 'next task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});
