import { type RawBuilder, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import type { ColumnStore, CopyContext } from '../column-store/column-store';
import { filterDuck, filtersFit, readableDuck, searchDuck } from '../column-store/duck-filters';
import { orderDuck, orderFits } from '../column-store/duck-order';
import { typed } from '../column-store/duck-sql';
import type { RecordModel } from './record-model';
import { type ListCriteria, orderTerms } from './record-query';

/**
 * A list's total from the column store, and the ids of the page in order when the copy found them;
 * without ids, Postgres finds the page.
 */
export interface ColumnsPage {
  total: number;
  ids?: number[];
}

/**
 * Up to this many matches the copy finds the page with the total, in one scan (about 2 ms for 20,000
 * of a million rows, where Postgres spends as much again on the page alone). With more, the scan that
 * carries the page costs more than a count alone (32 ms against 9 ms for a million), and Postgres
 * finds the page through an index on the order reading a few rows past each match, so the copy counts
 * and Postgres pages.
 */
const COPY_PAGE_MAX_MATCHES = 50_000;

/**
 * Lists by table, organization and the shape of their filters (columns and operations, search or not)
 * whose last total was past `COPY_PAGE_MAX_MATCHES`: a person refines and pages the same list, so the
 * next of the same shape is counted alone. A hint only; a wrong guess costs time, never a wrong answer.
 */
const wideShapes = new Map<string, boolean>();
const WIDE_SHAPES_KEPT = 1_000;

function shapeOf(model: RecordModel, orgId: number, criteria: ListCriteria): string {
  const filters = (criteria.filter ?? []).map((filter) => [filter.columnName, filter.operation]);
  return JSON.stringify([model.table, orgId, filters, Boolean(criteria.search?.trim())]);
}

function remember(shape: string, total: number): void {
  wideShapes.delete(shape);
  wideShapes.set(shape, total > COPY_PAGE_MAX_MATCHES);
  if (wideShapes.size > WIDE_SHAPES_KEPT) wideShapes.delete(wideShapes.keys().next().value ?? '');
}

function matching(model: RecordModel, copy: CopyContext, criteria: ListCriteria): RawBuilder<unknown> {
  const term = criteria.search?.trim();
  const conditions = [
    ...readableDuck(model, copy),
    ...(criteria.filter ?? []).map((filter) => filterDuck(model, copy, filter)),
    ...(term ? [searchDuck(model, term)] : []),
  ];
  return sql`from ${sql.table(copy.table)} as t where ${sql.join(conditions, sql` and `)}`;
}

/**
 * A list's total, and mostly the ids of one page, from the column store (decision 0029, 0035), for a
 * table large enough to be copied there: a count over a million rows there costs a few milliseconds,
 * where Postgres either reads every match or estimates from a sample; and a page among few matches
 * sorted by one column and filtered by others is found there in the same scan, where Postgres reads
 * every match or many rows of one index. Postgres then reads only the page's rows, by key. Undefined
 * when Postgres should answer: a smaller table, a filter or an order on a column the copy lacks, or a
 * copy still loading.
 */
export async function pageFromColumns(
  store: ColumnStore,
  auth: AuthContext,
  model: RecordModel,
  criteria: ListCriteria,
  page: { limit: number; offset: number },
): Promise<ColumnsPage | undefined> {
  const filters = criteria.filter ?? [];
  const { terms } = orderTerms(model, criteria.sorting);
  const fits = (columns: Parameters<typeof filtersFit>[1]) =>
    filtersFit(filters, columns) && orderFits(terms, columns);
  const count = async () => {
    const rows = await store.query(
      auth,
      model,
      fits,
      (copy) => sql`select cast(count(*) as integer) as total ${matching(model, copy, criteria)}`,
    );
    return rows ? Number(rows[0]?.total ?? 0) : undefined;
  };
  const shape = shapeOf(model, auth.orgId, criteria);
  if (wideShapes.get(shape)) {
    const total = await count();
    if (total !== undefined) remember(shape, total);
    return total === undefined ? undefined : { total };
  }
  // The count rides on the page's rows as a window over every match, so one scan answers both.
  const rows = await store.query(
    auth,
    model,
    fits,
    (copy) => sql`select cast(count(*) over () as integer) as total, t.id ${matching(model, copy, criteria)}
      order by ${orderDuck(terms)}
      limit ${typed(page.limit, 'BIGINT')} offset ${typed(page.offset, 'BIGINT')}`,
  );
  if (!rows) return undefined;
  const ids = rows.map((row) => Number(row.id));
  // A page past the last one has no row to carry the total: it is counted alone.
  const total = rows.length > 0 || page.offset === 0 ? Number(rows[0]?.total ?? 0) : await count();
  if (total === undefined) return undefined;
  remember(shape, total);
  return { total, ids };
}
