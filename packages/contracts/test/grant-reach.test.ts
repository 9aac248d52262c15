import { describe, expect, it } from 'vitest';
import { withinReach } from '../src/grant-reach.ts';

const clerk = { isSuper: false, permissions: ['users.query', 'users.modify'] };

describe('withinReach', () => {
  it('holds what asks for no more than the actor holds, and nothing super', () => {
    expect(withinReach(clerk, { isSuper: false, permissions: ['users.query'] })).toBe(true);
    expect(withinReach(clerk, { isSuper: false, permissions: [] })).toBe(true);
    expect(withinReach(clerk, { isSuper: false, permissions: ['users.query', 'users.balance'] })).toBe(false);
    expect(withinReach(clerk, { isSuper: true, permissions: [] })).toBe(false);
  });

  it('holds everything for a super actor', () => {
    expect(withinReach({ isSuper: true, permissions: [] }, { isSuper: true, permissions: ['x'] })).toBe(true);
  });
});
