import { describe, expect, it } from 'vitest';
import { drawInTurn } from './draw-in-turn.ts';

const settle = () => new Promise<void>((resolve) => drawInTurn(resolve));

describe('drawInTurn', () => {
  it('draws in the order asked, each in a task of its own', async () => {
    const log: string[] = [];
    for (const name of ['bar', 'funnel', 'pie']) {
      drawInTurn(() => {
        log.push(name);
        // Runs before the next chart only if that chart draws in a later task.
        queueMicrotask(() => log.push(`${name} done`));
      });
    }
    expect(log).toEqual([]);
    await settle();
    expect(log).toEqual(['bar', 'bar done', 'funnel', 'funnel done', 'pie', 'pie done']);
  });

  it('starts the next chart only when a drawing that ends later has ended, in a task of its own', async () => {
    const log: string[] = [];
    let finishLine!: () => void;
    drawInTurn(() => {
      log.push('line');
      return new Promise<void>((resolve) => (finishLine = resolve));
    });
    drawInTurn(() => {
      log.push('pie');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual(['line']);
    finishLine();
    queueMicrotask(() => log.push('line done'));
    await settle();
    expect(log).toEqual(['line', 'line done', 'pie']);
  });

  it('goes on to the next chart when a drawing fails', async () => {
    const log: string[] = [];
    drawInTurn(() => Promise.reject(new Error('no size')));
    drawInTurn(() => {
      throw new Error('no element');
    });
    drawInTurn(() => {
      log.push('bar');
    });
    await settle();
    expect(log).toEqual(['bar']);
  });

  it('skips a chart that went away before its turn', async () => {
    const log: string[] = [];
    const cancel = drawInTurn(() => {
      log.push('gone');
    });
    drawInTurn(() => {
      log.push('radar');
    });
    cancel();
    await settle();
    expect(log).toEqual(['radar']);
  });
});
