import { type RawBuilder, sql } from 'kysely';
import { type OrderTerm, termValue } from '../records/record-query';
import type { ReplicaColumn } from './replica-columns';

/** Whether the copy holds every column a list's order reads. */
export function orderFits(terms: OrderTerm[], columns: ReplicaColumn[]): boolean {
  const copied = new Set(columns.map((column) => column.name));
  return terms.every((term) => term.columns.every((name) => copied.has(name)));
}

/**
 * A list's order on the copy `t`, exactly as Postgres orders it: nulls where Postgres puts them (last
 * ascending, first descending; DuckDB's default is last both ways). Text compares by code point in
 * both, which the column store checks before it answers anything (`ordersTextAlike`), and every order
 * ends with the id, so no two rows tie.
 */
export function orderDuck(terms: OrderTerm[]): RawBuilder<unknown> {
  return sql.join(
    terms.map((term) =>
      term.direction === 'desc'
        ? sql`${termValue(term)} desc nulls first`
        : sql`${termValue(term)} asc nulls last`,
    ),
  );
}
