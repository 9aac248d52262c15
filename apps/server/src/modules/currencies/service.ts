import { eq, sql } from 'drizzle-orm';
import {
  currencyWriteSchema,
  type AmountParam,
  type Currency,
  type CurrencyBody,
  type CurrencyListQuery,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { refuseTaken } from '../../db/unique.ts';
import { pageOfTable } from '../../db/page-of-table.ts';
import { codeNameStatus } from '../../db/pagination.ts';
import { balanceRecords, channels, currencies, projects } from '../../db/schema/index.ts';
import type { Actor } from '../../core/actor.ts';
import { Conflict, Invalid, NotFound, uniqueOn } from '../../core/errors.ts';
import type { RowImport } from '../../route-kit/row-import.ts';
import { recordAudit } from '../audit-logs/service.ts';

type CurrencyRow = typeof currencies.$inferSelect;

const toCurrency = (c: CurrencyRow): Currency => ({
  id: c.id,
  code: c.code,
  name: c.name,
  symbol: c.symbol,
  decimals: c.decimals,
  is_default: c.isDefault,
  status: c.status,
  created_at: c.createdAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
});

export async function listCurrencies(db: Db, query: CurrencyListQuery) {
  const where = codeNameStatus(currencies, query.filter);
  const columns = {
    id: currencies.id,
    code: currencies.code,
    name: currencies.name,
    created_at: currencies.createdAt,
  };
  return pageOfTable(db, query, { table: currencies, where, columns, fallback: 'id', present: toCurrency });
}

async function rowOf(db: Db, id: number): Promise<CurrencyRow> {
  const [row] = await db.select().from(currencies).where(eq(currencies.id, id));
  if (!row) throw NotFound();
  return row;
}

export async function getCurrency(db: Db, id: number): Promise<Currency> {
  return toCurrency(await rowOf(db, id));
}

async function defaultRow(db: Db): Promise<CurrencyRow | undefined> {
  const [row] = await db.select().from(currencies).where(eq(currencies.isDefault, true));
  return row;
}

/** The currency amounts are shown in; the seed makes one, and the rules below keep exactly one. */
export async function getDefaultCurrency(db: Db): Promise<Currency> {
  const row = await defaultRow(db);
  if (!row) throw NotFound();
  return toCurrency(row);
}

/** An amount in smallest units as messages show it: in the default currency's units ("100.00 CNY"). */
export async function inDefaultCurrency(db: Db, minor: number): Promise<AmountParam> {
  const { decimals, code } = await getDefaultCurrency(db);
  return { minor, decimals, currency: code };
}

// Currency writes take turns: the one-default rule reads rows a concurrent write could be changing.
// The table is a handful of rows written by hand, and readers are not held up.
async function takeTurn(tx: Db) {
  await tx.execute(sql`lock table ${currencies} in share row exclusive mode`);
}

const refuseTakenCode = (db: Db, code: string, exceptId?: number) =>
  refuseTaken(db, currencies, currencies.id, 'code', eq(currencies.code, code), exceptId);

/**
 * Every amount is an integer in the smallest unit of the default currency (DESIGN.md §4), so once one is
 * stored — a balance record, a project's minimum, a channel's bounds — the places are fixed: another
 * number of places would make every stored amount read differently (12345 is 123.45 with 2 places,
 * 12,345 with 0).
 */
async function refusePlacesChange(tx: Db, field: 'decimals' | 'is_default', from: number, to: number) {
  if (from === to) return;
  const stored = await tx.execute(
    sql`select 1 from ${balanceRecords} union all select 1 from ${projects} union all select 1 from ${channels} limit 1`,
  );
  if ((stored as unknown as { rows: unknown[] }).rows.length)
    throw Invalid(field, 'currency_places_fixed', { places: from });
}

// A disabled default is refused on the field the request set: the flag, or the status of the default.
const disabledDefault = (body: CurrencyBody) =>
  Invalid(body.is_default === undefined ? 'status' : 'is_default', 'currency_default_disabled');

/** The previous default gives its flag up in the same transaction, recorded as its own change. */
async function clearDefault(tx: Db, actor: Actor, previous: CurrencyRow) {
  const [row] = await tx
    .update(currencies)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(eq(currencies.id, previous.id))
    .returning();
  await recordAudit(tx, actor, {
    action: 'currencies.update',
    target: `currency:${previous.id}`,
    before: toCurrency(previous),
    after: toCurrency(row!),
  });
}

const values = (body: CurrencyBody) => ({
  code: body.code,
  name: body.name,
  symbol: body.symbol,
  decimals: body.decimals,
  status: body.status,
});

export async function createCurrency(db: Db, actor: Actor, body: CurrencyBody) {
  return uniqueOn('code', () =>
    db.transaction(async (tx) => {
      await takeTurn(tx);
      await refuseTakenCode(tx, body.code);
      const previous = await defaultRow(tx);
      // With no default at all (never after the seed), the first currency added becomes it.
      const isDefault = body.is_default ?? !previous;
      if (isDefault && !body.status) throw disabledDefault(body);
      if (isDefault && previous) {
        await refusePlacesChange(tx, 'is_default', previous.decimals, body.decimals);
        await clearDefault(tx, actor, previous);
      }
      const [row] = await tx
        .insert(currencies)
        .values({ ...values(body), isDefault })
        .returning();
      const created = toCurrency(row!);
      await recordAudit(tx, actor, {
        action: 'currencies.create',
        target: `currency:${created.id}`,
        after: created,
      });
      return created;
    }),
  );
}

export async function updateCurrency(db: Db, actor: Actor, id: number, body: CurrencyBody) {
  return uniqueOn('code', () =>
    db.transaction(async (tx) => {
      await takeTurn(tx);
      const current = await rowOf(tx, id);
      await refuseTakenCode(tx, body.code, id);
      const isDefault = body.is_default ?? current.isDefault;
      // API.md: exactly one default, so it moves by making another currency the default, never by unsetting.
      if (current.isDefault && !isDefault) throw Invalid('is_default', 'currency_default_required');
      if (isDefault && !body.status) throw disabledDefault(body);
      if (current.isDefault) await refusePlacesChange(tx, 'decimals', current.decimals, body.decimals);
      if (isDefault && !current.isDefault) {
        const previous = await defaultRow(tx);
        if (previous) {
          await refusePlacesChange(tx, 'is_default', previous.decimals, body.decimals);
          await clearDefault(tx, actor, previous);
        }
      }
      const [row] = await tx
        .update(currencies)
        .set({ ...values(body), isDefault, updatedAt: new Date() })
        .where(eq(currencies.id, id))
        .returning();
      const updated = toCurrency(row!);
      await recordAudit(tx, actor, {
        action: 'currencies.update',
        target: `currency:${id}`,
        before: toCurrency(current),
        after: updated,
      });
      return updated;
    }),
  );
}

export async function deleteCurrency(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    await takeTurn(tx);
    const current = await rowOf(tx, id);
    if (current.isDefault) throw Conflict('currency_default_delete');
    await tx.delete(currencies).where(eq(currencies.id, id));
    await recordAudit(tx, actor, {
      action: 'currencies.delete',
      target: `currency:${id}`,
      before: toCurrency(current),
    });
  });
}

/** A CSV import's rows: each a currency as POST /api/currencies takes it, named by its code. */
export const currencyImport: RowImport<CurrencyBody> = {
  schema: currencyWriteSchema,
  keyField: 'code',
  keyOf: (body) => body.code,
  find: async (db, body) =>
    (await db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, body.code)))[0]?.id ??
    null,
  create: createCurrency,
  update: updateCurrency,
};
