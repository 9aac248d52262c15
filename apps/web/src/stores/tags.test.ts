import { beforeEach, describe, expect, it } from 'vitest';
import { pathAfterClosing, useTags, type TagView } from './tags.ts';

const tag = (path: string, extra: Partial<TagView> = {}): TagView => ({
  path,
  fullPath: path,
  title: path.slice(1),
  affix: false,
  keepAlive: true,
  ...extra,
});
const paths = () => useTags.getState().visited.map((t) => t.path);

describe('tags', () => {
  beforeEach(() => {
    useTags.setState({ visited: [], generations: {} });
    const { visit } = useTags.getState();
    visit(tag('/system/admin'));
    visit(tag('/dashboard', { affix: true }));
    visit(tag('/system/role'));
  });

  it('opens each page once, pinned tabs first', () => {
    useTags.getState().visit(tag('/system/admin', { fullPath: '/system/admin?page=2' }));
    expect(paths()).toEqual(['/dashboard', '/system/admin', '/system/role']);
    expect(useTags.getState().visited[1]?.fullPath).toBe('/system/admin?page=2');
  });

  it('closes a tab but never the pinned dashboard', () => {
    useTags.getState().close('/system/admin');
    useTags.getState().close('/dashboard');
    expect(paths()).toEqual(['/dashboard', '/system/role']);
  });

  it('closes the others, keeping the pinned tab', () => {
    useTags.getState().closeOthers('/system/role');
    expect(paths()).toEqual(['/dashboard', '/system/role']);
  });

  it('closes all but the pinned tab', () => {
    useTags.getState().closeAll();
    expect(paths()).toEqual(['/dashboard']);
  });

  it('counts refreshes per page, which remounts a kept-alive page', () => {
    useTags.getState().refresh('/dashboard');
    useTags.getState().refresh('/dashboard');
    expect(useTags.getState().generations).toEqual({ '/dashboard': 2 });
  });

  it('goes to the last remaining tab after closing the one shown', () => {
    expect(pathAfterClosing(useTags.getState().visited, '/system/role')).toBe('/system/admin');
    expect(pathAfterClosing([tag('/only')], '/only')).toBe('/');
  });
});
