import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { investmentSchema, pageOf, routeItemSchema, type Investment, type RouteItem } from '@app/contracts';
import { compileResponseWriter, type WriteResponse } from '../src/route-kit/response-serializer.ts';

const investment = (id: number, settledAt: string | null = null): Investment => ({
  id,
  user: { id: 7, name: 'Lan "Anh" \u00e9\u4e2d' },
  project: { id: 3, name: 'Gold\\line\n2' },
  amount: 1_000_000,
  profit_percent: '12.5',
  profit: 125_000,
  status: settledAt ? 'settled' : 'active',
  created_at: '2026-11-20T10:11:12.123Z',
  settle_at: '2026-11-21T10:11:12.123Z',
  settled_at: settledAt,
});
const page = {
  data: [investment(2, '2026-11-21T10:11:13.000Z'), investment(1)],
  meta: { current_page: 1, per_page: 20, total: 2, last_page: 1, from: 1, to: 2, next_cursor: null },
};

function compiled(schema: z.ZodType): WriteResponse {
  const writer = compileResponseWriter(schema);
  if (!writer) throw new Error('expected a compiled writer');
  return writer;
}

describe('compiled response writer', () => {
  const writePage = compiled(pageOf(investmentSchema));

  it('writes the same JSON as the contract parsed by zod', () => {
    expect(JSON.parse(writePage(page))).toEqual(pageOf(investmentSchema).parse(page));
  });

  it('writes only the fields of the contract, at every depth', () => {
    const extra = {
      ...page,
      secret: 'top',
      data: [{ ...investment(1), password_hash: 'x', user: { id: 7, name: 'a', token: 't' } }],
    };
    const written = writePage(extra);
    expect(written).not.toMatch(/secret|password_hash|token/);
    expect(JSON.parse(written).data[0].user).toEqual({ id: 7, name: 'a' });
  });

  it.each([
    ['a text amount', { amount: '1000' }],
    ['a fractional amount', { amount: 10.5 }],
    ['an amount past the safe integers', { amount: 2 ** 53 }],
    ['a status outside the list', { status: 'lost' }],
    ['a missing field', { profit: undefined }],
    ['null where none is allowed', { settle_at: null }],
    ['a user without a name', { user: { id: 7 } }],
    ['a nested id as text', { project: { id: '3', name: 'Gold' } }],
  ])('refuses %s', (_name, change) => {
    const broken = { ...page, data: [{ ...investment(1), ...change }] };
    expect(() => pageOf(investmentSchema).parse(broken)).toThrow();
    expect(() => writePage(broken)).toThrow(/response/);
  });

  it('writes recursive contracts (the routers tree)', () => {
    const leaf: RouteItem = {
      path: 'daily',
      name: 'Daily',
      component: 'reports/daily/index',
      meta: { title: 'Daily', icon: null, hidden: false, keep_alive: true, always_show: false, roles: [] },
    };
    const tree = { data: [{ ...leaf, path: '/reports', children: [leaf] }] };
    const schema = z.object({ data: z.array(routeItemSchema) });
    const write = compiled(schema);
    expect(JSON.parse(write(tree))).toEqual(tree);
    const brokenLeaf = { ...leaf, meta: { ...leaf.meta, hidden: 'no' } };
    expect(() => write({ data: [{ ...leaf, children: [brokenLeaf] }] })).toThrow(/hidden|boolean/);
  });

  it('leaves to zod the contracts JSON Schema cannot say all of', () => {
    expect(compileResponseWriter(z.object({ n: z.number().refine((n) => n % 2 === 0) }))).toBeUndefined();
    expect(compileResponseWriter(z.object({ n: z.array(z.string().refine(Boolean)) }))).toBeUndefined();
    expect(compileResponseWriter(z.object({ n: z.string().transform(Number) }))).toBeUndefined();
    expect(compileResponseWriter(z.object({ at: z.date() }))).toBeUndefined();
  });
});
