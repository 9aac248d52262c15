import { and, asc, eq } from 'drizzle-orm';
import {
  dictionaryItemWriteSchema,
  type Dictionary,
  type DictionaryItem,
  type tagTypes,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { refuseTaken } from '../../db/unique.ts';
import { pageOfTable } from '../../db/page-of-table.ts';
import { codeNameStatus } from '../../db/pagination.ts';
import { dictionaries, dictionaryItems } from '../../db/schema/index.ts';
import type { Actor } from '../../core/actor.ts';
import { NotFound } from '../../core/errors.ts';
import type { RowImport } from '../../route-kit/row-import.ts';
import { auditedRows } from '../audit-logs/audited-rows.ts';

type TagType = (typeof tagTypes)[number];
export interface DictionaryBody {
  code: string;
  name: string;
  status: boolean;
  remark?: string | null;
}
export interface DictionaryItemBody {
  label: string;
  value: string;
  sort: number;
  status: boolean;
  tag_type?: TagType | null;
}
export interface DictionaryQuery {
  page: number;
  per_page: number;
  sort?: string;
  filter: { keyword?: string; status?: boolean };
}

const toDictionary = (d: typeof dictionaries.$inferSelect): Dictionary => ({
  id: d.id,
  code: d.code,
  name: d.name,
  status: d.status,
  remark: d.remark,
  created_at: d.createdAt.toISOString(),
  updated_at: d.updatedAt.toISOString(),
});

const toItem = (i: typeof dictionaryItems.$inferSelect, code: string): DictionaryItem => ({
  id: i.id,
  dictionary_code: code,
  label: i.label,
  value: i.value,
  sort: i.sort,
  status: i.status,
  tag_type: (i.tagType as TagType | null) ?? null,
  created_at: i.createdAt.toISOString(),
  updated_at: i.updatedAt.toISOString(),
});

export async function listDictionaries(db: Db, query: DictionaryQuery) {
  const where = codeNameStatus(dictionaries, query.filter);
  const columns = {
    id: dictionaries.id,
    code: dictionaries.code,
    name: dictionaries.name,
    created_at: dictionaries.createdAt,
  };
  return pageOfTable(db, query, {
    table: dictionaries,
    where,
    columns,
    fallback: 'id',
    present: toDictionary,
  });
}

export async function getDictionary(db: Db, id: number) {
  const [row] = await db.select().from(dictionaries).where(eq(dictionaries.id, id));
  if (!row) throw NotFound();
  return toDictionary(row);
}

async function dictionaryByCode(db: Db, code: string) {
  const [row] = await db.select().from(dictionaries).where(eq(dictionaries.code, code));
  if (!row) throw NotFound();
  return row;
}

const refuseTakenCode = (db: Db, code: string, exceptId?: number) =>
  refuseTaken(db, dictionaries, dictionaries.id, 'code', eq(dictionaries.code, code), exceptId);

const dictionaryRows = auditedRows({
  table: dictionaries,
  action: 'dictionaries',
  noun: 'dictionary',
  uniqueField: 'code',
  present: toDictionary,
});

const dictionaryValues = (body: DictionaryBody) => ({
  code: body.code,
  name: body.name,
  status: body.status,
  remark: body.remark ?? null,
});

export async function createDictionary(db: Db, actor: Actor, body: DictionaryBody) {
  await refuseTakenCode(db, body.code);
  return dictionaryRows.create(db, actor, dictionaryValues(body));
}

export async function updateDictionary(db: Db, actor: Actor, id: number, body: DictionaryBody) {
  const before = await getDictionary(db, id);
  await refuseTakenCode(db, body.code, id);
  return dictionaryRows.update(db, actor, id, dictionaryValues(body), before);
}

/**
 * Deleting a dictionary deletes its items with it (they mean nothing alone). The audit row holds them
 * too, read in the deleting transaction, so it names exactly the items that went.
 */
export async function deleteDictionary(db: Db, actor: Actor, id: number) {
  const dictionary = await getDictionary(db, id);
  await dictionaryRows.remove(db, actor, id, async (tx) => {
    const items = await tx.select().from(dictionaryItems).where(eq(dictionaryItems.dictionaryId, id));
    return { ...dictionary, items: items.map((i) => toItem(i, dictionary.code)) };
  });
}

export async function listItems(db: Db, code: string) {
  const dictionary = await dictionaryByCode(db, code);
  const rows = await db
    .select()
    .from(dictionaryItems)
    .where(eq(dictionaryItems.dictionaryId, dictionary.id))
    .orderBy(asc(dictionaryItems.sort), asc(dictionaryItems.id));
  return rows.map((r) => toItem(r, code));
}

async function itemWithCode(db: Db, id: number) {
  const [row] = await db
    .select({ item: dictionaryItems, code: dictionaries.code })
    .from(dictionaryItems)
    .innerJoin(dictionaries, eq(dictionaries.id, dictionaryItems.dictionaryId))
    .where(eq(dictionaryItems.id, id));
  if (!row) throw NotFound();
  return row;
}

// A value names one item of its dictionary; other dictionaries may use it too.
const refuseTakenValue = (db: Db, dictionaryId: number, value: string, exceptId?: number) =>
  refuseTaken(
    db,
    dictionaryItems,
    dictionaryItems.id,
    'value',
    and(eq(dictionaryItems.dictionaryId, dictionaryId), eq(dictionaryItems.value, value)),
    exceptId,
  );

const itemValues = (body: DictionaryItemBody) => ({
  label: body.label,
  value: body.value,
  sort: body.sort,
  status: body.status,
  tagType: body.tag_type ?? null,
});

// An item's answer names its dictionary's code, which the item's row does not hold.
const itemRows = (code: string) =>
  auditedRows({
    table: dictionaryItems,
    action: 'dictionaries.items',
    noun: 'dictionary-item',
    uniqueField: 'value',
    present: (row) => toItem(row, code),
  });

export async function createItem(db: Db, actor: Actor, code: string, body: DictionaryItemBody) {
  const dictionary = await dictionaryByCode(db, code);
  await refuseTakenValue(db, dictionary.id, body.value);
  return itemRows(code).create(db, actor, { dictionaryId: dictionary.id, ...itemValues(body) });
}

export async function updateItem(db: Db, actor: Actor, id: number, body: DictionaryItemBody) {
  const { item, code } = await itemWithCode(db, id);
  await refuseTakenValue(db, item.dictionaryId, body.value, id);
  return itemRows(code).update(db, actor, id, itemValues(body), toItem(item, code));
}

export async function deleteItem(db: Db, actor: Actor, id: number) {
  const { item, code } = await itemWithCode(db, id);
  await itemRows(code).remove(db, actor, id, toItem(item, code));
}

/**
 * A CSV import's rows for one dictionary: each an item as POST /api/dictionaries/{code}/items
 * takes it, named by its value. An unknown dictionary answers 404 before any row is read.
 */
export async function itemImport(db: Db, code: string): Promise<RowImport<DictionaryItemBody>> {
  const dictionary = await dictionaryByCode(db, code);
  return {
    schema: dictionaryItemWriteSchema,
    keyField: 'value',
    keyOf: (body) => body.value,
    find: async (tx, body) =>
      (
        await tx
          .select({ id: dictionaryItems.id })
          .from(dictionaryItems)
          .where(and(eq(dictionaryItems.dictionaryId, dictionary.id), eq(dictionaryItems.value, body.value)))
      )[0]?.id ?? null,
    // find() has looked for the value already; the unique index still stops a concurrent writer.
    create: (tx, actor, body) =>
      itemRows(code).create(tx, actor, { dictionaryId: dictionary.id, ...itemValues(body) }),
    update: updateItem,
  };
}
