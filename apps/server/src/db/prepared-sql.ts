import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/** A named parameter of a prepared statement, given its value when the statement runs. */
export const param = (name: string) => sql.placeholder(name);

/**
 * A hand-written statement (CTEs, data-modifying WITH) prepared once per connection under `name`, its
 * parameters written `param(name)`: the hot paths that Drizzle's builders cannot express in one statement
 * still skip PostgreSQL's parse and plan on every call. Runs on whatever `db` is given, so inside a
 * transaction it runs on that transaction's connection. Rows come back as PostgreSQL sends them
 * (snake_case names; timestamps may be strings): the caller shapes them.
 */
export function preparedSql<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return async (db: Db, params: Record<string, unknown>): Promise<Row[]> => {
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    const result = (await prepared.execute(params)) as { rows: Row[] };
    return result.rows;
  };
}
