import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.resetModules());

/** The module fresh, as a page load finds it. */
const fresh = async () => (await import('./scroll-intent.ts')).scrollIntent;

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('the first move towards more of the page', () => {
  it('waits for one, and is the same promise for every part that asks', async () => {
    const scrollIntent = await fresh();
    const waiting = scrollIntent();
    expect(await settled(waiting)).toBe(false);
    expect(scrollIntent()).toBe(waiting);
    window.dispatchEvent(new WheelEvent('wheel'));
    expect(await settled(waiting)).toBe(true);
  });

  it('is a scroll of an inner box, which does not bubble, or a key', async () => {
    const scrollIntent = await fresh();
    const box = document.body.appendChild(document.createElement('div'));
    const waiting = scrollIntent();
    box.dispatchEvent(new Event('scroll', { bubbles: false }));
    expect(await settled(waiting)).toBe(true);
    box.remove();

    const again = (await fresh())();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true }));
    expect(await settled(again)).toBe(true);
  });
});
