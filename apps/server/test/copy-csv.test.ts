import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPY_CHUNK_BYTES, copyCsv } from '../src/db/copy-csv.ts';

// COPY is PostgreSQL's; the embedded database writes an export's lines itself (route-kit/exports).
describe.runIf(process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL)('COPY as CSV', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 });
  });
  afterAll(() => pool.end());

  it('hands the rows on in chunks of at least COPY_CHUNK_BYTES, all of them and in order', async () => {
    const rows = 100_000;
    const chunks: Buffer[] = [];
    for await (const chunk of copyCsv(
      pool,
      sql`select g, 'row ' || g as label from generate_series(1, ${rows}) g`,
    ))
      chunks.push(Buffer.from(chunk));
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.length).toBeGreaterThanOrEqual(COPY_CHUNK_BYTES);
    const lines = Buffer.concat(chunks).toString('utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(rows);
    expect(lines[0]).toBe('1,row 1');
    expect(lines[rows - 1]).toBe(`${rows},row ${rows}`);
    // The connection went back to the pool whole: it answers the next query.
    expect((await pool.query('select 1 as one')).rows[0]).toEqual({ one: 1 });
  });

  it('hands on a short result whole, as one chunk', async () => {
    const chunks: Uint8Array[] = [];
    for await (const chunk of copyCsv(pool, sql`select 'only' as word`)) chunks.push(chunk);
    expect(chunks.map((chunk) => Buffer.from(chunk).toString('utf8'))).toEqual(['only\n']);
  });
});
