import { and, eq } from 'drizzle-orm';
import {
  channelWriteSchema,
  normalisePercent,
  type Channel,
  type ChannelBody,
  type ChannelListQuery,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { refuseTaken } from '../../db/unique.ts';
import { pageOfTable } from '../../db/page-of-table.ts';
import { codeNameStatus } from '../../db/pagination.ts';
import { channels } from '../../db/schema/index.ts';
import type { Actor } from '../../core/actor.ts';
import { NotFound } from '../../core/errors.ts';
import type { RowImport } from '../../route-kit/row-import.ts';
import { auditedRows } from '../audit-logs/audited-rows.ts';

const toChannel = (c: typeof channels.$inferSelect): Channel => ({
  id: c.id,
  kind: c.kind,
  name: c.name,
  code: c.code,
  fee_percent: normalisePercent(c.feePercent),
  min_amount: c.minAmount,
  max_amount: c.maxAmount,
  status: c.status,
  sort: c.sort,
  created_at: c.createdAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
});

const channelConditions = (filter: ChannelListQuery['filter']) =>
  codeNameStatus(channels, filter, filter.kind ? eq(channels.kind, filter.kind) : undefined);

export async function listChannels(db: Db, query: ChannelListQuery) {
  const where = channelConditions(query.filter);
  const columns = {
    sort: channels.sort,
    id: channels.id,
    name: channels.name,
    code: channels.code,
    fee_percent: channels.feePercent,
    min_amount: channels.minAmount,
    max_amount: channels.maxAmount,
    created_at: channels.createdAt,
  };
  return pageOfTable(db, query, { table: channels, where, columns, fallback: 'sort', present: toChannel });
}

export async function getChannel(db: Db, id: number): Promise<Channel> {
  const [row] = await db.select().from(channels).where(eq(channels.id, id));
  if (!row) throw NotFound();
  return toChannel(row);
}

// A code names one channel of its kind; the same code may serve a payment and a transfer channel.
const checkCodeFree = (db: Db, body: ChannelBody, id?: number) =>
  refuseTaken(
    db,
    channels,
    channels.id,
    'code',
    and(eq(channels.kind, body.kind), eq(channels.code, body.code)),
    id,
  );

const values = (body: ChannelBody) => ({
  kind: body.kind,
  name: body.name,
  code: body.code,
  feePercent: body.fee_percent,
  minAmount: body.min_amount,
  maxAmount: body.max_amount ?? null,
  status: body.status,
  sort: body.sort,
});

const rows = auditedRows({
  table: channels,
  action: 'channels',
  noun: 'channel',
  uniqueField: 'code',
  present: toChannel,
});

export async function createChannel(db: Db, actor: Actor, body: ChannelBody) {
  await checkCodeFree(db, body);
  return rows.create(db, actor, values(body));
}

export async function updateChannel(db: Db, actor: Actor, id: number, body: ChannelBody) {
  const before = await getChannel(db, id);
  await checkCodeFree(db, body, id);
  return rows.update(db, actor, id, values(body), before);
}

export async function deleteChannel(db: Db, actor: Actor, id: number) {
  await rows.remove(db, actor, id, await getChannel(db, id));
}

/** A CSV import's rows: each a channel as POST /api/channels takes it, named by kind and code. */
export const channelImport: RowImport<ChannelBody> = {
  schema: channelWriteSchema,
  keyField: 'code',
  keyOf: (body) => `${body.kind}:${body.code}`,
  find: async (db, body) =>
    (
      await db
        .select({ id: channels.id })
        .from(channels)
        .where(and(eq(channels.kind, body.kind), eq(channels.code, body.code)))
    )[0]?.id ?? null,
  create: createChannel,
  update: updateChannel,
};
