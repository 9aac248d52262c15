import { screenComponents } from '@app/contracts/menus';
import { describe, expect, it } from 'vitest';
import { LAYOUT_COMPONENT, pageRegistry } from './page-registry.ts';

describe('page registry', () => {
  it('only names component paths the server uses', () => {
    expect(
      Object.keys(pageRegistry).filter((path) => !(screenComponents as readonly string[]).includes(path)),
    ).toEqual([]);
    expect(screenComponents).toContain(LAYOUT_COMPONENT);
  });

  // One test per page: each import (a page and what it alone uses) gets its own time.
  it.each(Object.entries(pageRegistry))('loads a real page for %s', async (_, load) => {
    expect(typeof (await load()).default).toBe('function');
  });

  it('has a page for every screen the server can point at, besides the shell', () => {
    expect(screenComponents.filter((path) => path !== LAYOUT_COMPONENT && !(path in pageRegistry))).toEqual(
      [],
    );
  });
});
