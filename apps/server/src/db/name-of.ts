import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The name of the row a foreign key points at, as a scalar subquery instead of a join. Under the key it
 * is the same answer, and null where the key is null. A list's statement is planned on every call, and a
 * three-table join spent most of its time in the planner (docs/pitfalls.md). Not for a table joined to
 * itself: the inner table's name would shadow the outer one.
 */
export function nameOf<T extends string | null = string>(
  name: AnyPgColumn,
  id: AnyPgColumn,
  key: AnyPgColumn,
): SQL<NoInfer<T>> {
  return sql<T>`(select ${name} from ${name.table} where ${id} = ${key})`;
}
