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

  it('loads a real page for each entry', async () => {
    for (const load of Object.values(pageRegistry)) {
      expect(typeof (await load()).default).toBe('function');
    }
  });
});
