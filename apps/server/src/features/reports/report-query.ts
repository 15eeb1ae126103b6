import { type ReportDefinition, type ReportResult, resolveReportColumn } from '@atrium/core';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/request-context';
import type { RowUpdate } from '../../platform/db/change-feed';
import type { Db } from '../../platform/db/database';
import { freshCache } from '../../platform/db/fresh-cache';
import { readAsTenant } from '../../platform/db/tenant';
import { columnStoreOf } from '../column-store/column-store';
import {
  changesNone,
  describedUpdatesApply,
  RECORD_ACCESS_COLUMNS,
  recordTopics,
} from '../records/list-cache';
import { accessOf, readableInBulkSql } from '../records/record-access';
import { checkFilter } from '../records/record-query';
import { answerFromColumns } from './report-columns-sql';
import {
  dimensionSql,
  lookupAlias,
  measureSql,
  type ReportModels,
  relatedJoin,
  reportAccess,
  reportFilterSql,
  reportModels,
  reportOrderSql,
} from './report-sql';

// A safety net only: the change feed (decision 0008) is what keeps answers true.
const answers = freshCache<ReportResult>({ name: 'report_answers', max: 2_000, ttlMs: 5 * 60_000 });

/**
 * Everything an answer is read from: the report object's table and those its lookups lead to (labels
 * and related attributes), grants, metadata, and the people's names when grouped by owner.
 */
function topicsOf(models: ReportModels, report: ReportDefinition): string[] {
  const topics = new Set(recordTopics(models.model));
  for (const related of models.lookups.values()) topics.add(`records:${related.object.name}`);
  if (report.dimensions.some((dimension) => dimension.attribute === 'owner_id')) topics.add('access');
  return [...topics];
}

/**
 * The columns of the report object's own table an answer reads: its dimensions, measures and filters
 * (a related attribute through its lookup column) and record access. An update that changes none of
 * them leaves every group as it was, whichever rows it touched.
 */
function reportReads(models: ReportModels, report: ReportDefinition): Set<string> {
  const { model, related } = models;
  const local = (attribute: string) => {
    const resolved = resolveReportColumn(model.object, attribute, related);
    return 'column' in resolved ? (resolved.column.lookup ?? resolved.column.attribute) : attribute;
  };
  return new Set([
    ...RECORD_ACCESS_COLUMNS,
    ...report.dimensions.map((dimension) => local(dimension.attribute)),
    ...report.measures.flatMap((measure) => (measure.attribute ? [measure.attribute] : [])),
    ...report.filters.map((filter) =>
      filter.columnName.includes('.') ? local(filter.columnName) : checkFilter(model, filter).column.name,
    ),
  ]);
}

/** Updates of the report object's own rows it outlives (list-cache.ts), unless a lookup leads back to it. */
function outlivedUpdates(models: ReportModels, report: ReportDefinition) {
  const { model } = models;
  const selfLookup = [...models.lookups.values()].some((related) => related.table === model.table);
  if (selfLookup || !describedUpdatesApply(model)) return {};
  const reads = reportReads(models, report);
  return {
    rows: {
      topic: `records:${model.object.name}`,
      unaffected: (_answer: ReportResult, update: RowUpdate) => changesNone(update, reads),
    },
  };
}

async function queryReport(
  db: Db,
  auth: AuthContext,
  models: ReportModels,
  report: ReportDefinition,
  offset: number,
): Promise<ReportResult> {
  const { model } = models;
  const dimensions = report.dimensions.map((dimension, index) => dimensionSql(models, dimension, index));
  const measures = report.measures.map((measure, index) => measureSql(model, measure, index));
  const selected = [
    ...dimensions.flatMap((d) => [
      sql`${d.value} as ${sql.id(d.column.key)}`,
      ...(d.label ? [sql`${d.label} as ${sql.id(`${d.column.key}_label`)}`] : []),
    ]),
    ...measures.map((m) => sql`${m.value} as ${sql.id(m.column.key)}`),
  ];
  // Related attributes a dimension groups by come through one join per lookup, of readable records.
  const dimensionLookups = new Set(
    report.dimensions.flatMap((dimension) => {
      const lookup = dimension.attribute.split('.')[0];
      return dimension.attribute.includes('.') && lookup ? [lookup] : [];
    }),
  );
  const joins = [
    ...[...dimensionLookups].flatMap((lookup) => {
      const related = models.lookups.get(lookup);
      return related ? [relatedJoin(auth, lookup, related, lookupAlias(lookup))] : [];
    }),
    ...dimensions.flatMap((d) => (d.join ? [d.join] : [])),
  ];
  // Grouped by position (an expression with bound parameters would not match its own copy in GROUP
  // BY, whose parameters are numbered anew), or by what a dimension says to group by.
  let position = 0;
  const groups = dimensions.flatMap((d) => {
    const value = d.group ?? sql.lit(position + 1);
    const label = d.label ? [sql.lit(position + 2)] : [];
    position += d.label ? 2 : 1;
    return [value, ...label];
  });
  const conditions = [
    readableInBulkSql(report.object, accessOf(auth, report.object)),
    // Of a versioned record only the active version counts, as in its lists.
    ...(model.object.has_versioning ? [sql`t.is_active_version`] : []),
    ...report.filters.map((filter) => reportFilterSql(auth, models, filter)),
  ];
  const order = reportOrderSql(report, dimensions);

  const rows = await readAsTenant(db, auth.orgId, async (tx) => {
    const result = await sql<Record<string, string | number | boolean | null>>`
      select ${sql.join(selected)}
      from ${sql.table(model.table)} as t ${sql.join(joins, sql` `)}
      where ${sql.join(conditions, sql` and `)}
      ${groups.length > 0 ? sql`group by ${sql.join(groups)}` : sql``}
      ${order.length > 0 ? sql`order by ${sql.join(order)}` : sql``}
      limit ${report.limit + 1} offset ${offset}`.execute(tx);
    return result.rows;
  });
  return {
    columns: [...dimensions.map((d) => d.column), ...measures.map((m) => m.column)],
    rows: rows.slice(0, report.limit),
    truncated: rows.length > report.limit,
  };
}

/**
 * Runs a report as one aggregate query, in the reports' column store when it holds the object's table
 * (decision 0029), else in Postgres, over only the records the person may read
 * (the same access rule as their lists), in their organization. Groups beyond the limit are cut and
 * the answer says so. A table pages through the groups with `page.offset`.
 *
 * Answers are remembered per organization, definition, page and the caller's record access to every
 * object the report reads, so a report shared with someone of narrower access never answers them from
 * the sharer's entry; a committed write to any table it reads forgets them (decision 0008).
 */
export async function runReport(
  db: Db,
  auth: AuthContext,
  report: ReportDefinition,
  page: { offset: number } = { offset: 0 },
): Promise<ReportResult> {
  const models = await reportModels(db, auth, report);
  const key = JSON.stringify([auth.orgId, reportAccess(auth, models), report, page.offset]);
  const request = { key, topics: topicsOf(models, report), ...outlivedUpdates(models, report) };
  return answers.read(db, request, async () => {
    const store = columnStoreOf(db);
    const fromColumns = store && (await answerFromColumns(store, auth, models, report, page.offset));
    return fromColumns ?? queryReport(db, auth, models, report, page.offset);
  });
}
