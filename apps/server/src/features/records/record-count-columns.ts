import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import type { ColumnStore } from '../column-store/column-store';
import { filterDuck, filtersFit, readableDuck, searchDuck } from '../column-store/duck-filters';
import type { RecordModel } from './record-model';
import type { ListCriteria } from './record-query';

/**
 * A list's total counted exactly in the column store (decision 0029), for a table large enough to
 * be copied there: a count over a million rows there costs a few milliseconds, where Postgres either
 * reads every match or estimates from a sample. Undefined when Postgres should count: a smaller
 * table, a filter on a column the copy lacks, or a copy still loading.
 */
export async function countFromColumns(
  store: ColumnStore,
  auth: AuthContext,
  model: RecordModel,
  criteria: ListCriteria,
): Promise<number | undefined> {
  const filters = criteria.filter ?? [];
  const term = criteria.search?.trim();
  const rows = await store.query(
    auth,
    model,
    (columns) => filtersFit(filters, columns),
    (copy) => {
      const conditions = [
        ...readableDuck(model, copy),
        ...filters.map((filter) => filterDuck(model, copy, filter)),
        ...(term ? [searchDuck(model, term)] : []),
      ];
      return sql`select cast(count(*) as integer) as total from ${sql.table(copy.table)} as t
        where ${sql.join(conditions, sql` and `)}`;
    },
  );
  return rows ? Number(rows[0]?.total ?? 0) : undefined;
}
