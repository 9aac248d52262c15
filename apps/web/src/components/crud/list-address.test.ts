import { describe, expect, it } from 'vitest';
import type { ListRequest } from '../../api/list-request.ts';
import { asAddressed, listRequestOf, listSearchOf, type ListDefaults } from './list-address.ts';

const first: ListRequest = { page: 1, per_page: 20, sort: '-id', filter: {} };
const plain: ListDefaults = { request: first, fixed: {} };
const search = (text: string) => new URLSearchParams(text);

describe('a list view in the address', () => {
  it('names the filters, page, size and sort that differ from the first view, and nothing for the first view', () => {
    expect(listSearchOf(first, plain).toString()).toBe('');
    const view: ListRequest = {
      page: 3,
      per_page: 50,
      sort: 'amount',
      filter: { status: 'settled', user_id: 7 },
    };
    expect(listSearchOf(view, plain).toString()).toBe(
      'status=settled&user_id=7&sort=amount&page=3&per_page=50',
    );
    expect(listRequestOf(search('status=settled&user_id=7&sort=amount&page=3&per_page=50'), plain)).toEqual({
      page: 3,
      per_page: 50,
      sort: 'amount',
      filter: { status: 'settled', user_id: '7' },
    });
  });

  it('keeps an unsorted view unsorted where the first view is sorted', () => {
    const unsorted = { ...first, sort: undefined };
    expect(listSearchOf(unsorted, plain).toString()).toBe('sort=');
    expect(listRequestOf(search('sort='), plain).sort).toBeUndefined();
  });

  it('keeps fixed filters out of the address and on every view, whatever a link says', () => {
    const audit: ListDefaults = {
      request: { ...first, filter: { status: 'pending' } },
      fixed: { status: 'pending' },
    };
    const view = { ...first, filter: { status: 'pending', user_id: '4' } };
    expect(listSearchOf(view, audit).toString()).toBe('user_id=4');
    expect(listRequestOf(search('status=approved&user_id=4'), audit).filter).toEqual({
      user_id: '4',
      status: 'pending',
    });
  });

  it("keeps the first view's filters when a link names none (page 2 of the first view)", () => {
    const funds: ListDefaults = {
      request: { ...first, filter: { from: '2026-10-27', to: '2026-11-25' } },
      fixed: {},
    };
    expect(listRequestOf(search('page=2'), funds)).toMatchObject({ page: 2, filter: funds.request.filter });
  });

  it('takes no page or size a link cannot mean: not a number, zero, or more rows than the grid offers', () => {
    for (const text of ['page=0&per_page=0', 'page=-2&per_page=abc', 'page=1.5&per_page=100000']) {
      expect(listRequestOf(search(text), plain)).toMatchObject({ page: 1, per_page: 20 });
    }
  });

  it('turns what a search applied into what the address gives back, so both ask the same', () => {
    expect(asAddressed({ ...first, filter: { category_id: 3, hidden: false } }, plain).filter).toEqual({
      category_id: '3',
      hidden: 'false',
    });
  });
});
