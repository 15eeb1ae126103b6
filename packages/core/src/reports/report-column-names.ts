import type { ObjectDefinition } from '../metadata/object-definition';
import type { ColumnNames } from './chart-data';
import type { MeasureKind, ReportDefinition } from './report-definition';
import { type RelatedObjects, reportLookupTarget, splitReportPath } from './report-paths';

const SYSTEM_LABELS: Readonly<Record<string, string>> = {
  created_at: 'Created at',
  updated_at: 'Updated at',
  owner_id: 'Owner',
};

const MEASURE_WORDS: Record<Exclude<MeasureKind, 'count'>, string> = {
  countDistinct: 'Distinct count of',
  sum: 'Sum of',
  avg: 'Average of',
  min: 'Minimum of',
  max: 'Maximum of',
};

/**
 * The label of a column a report reads: the attribute's label, or the system column's; a related one
 * as `Account › Industry` (the lookup's label, then the related attribute's).
 */
export function reportAttributeLabel(
  object: ObjectDefinition,
  name: string,
  related?: RelatedObjects,
): string {
  const path = name.includes('.') ? splitReportPath(name) : undefined;
  if (path) {
    const target = reportLookupTarget(object, path.lookup);
    const parent = target ? related?.(target) : undefined;
    const inner = parent ? reportAttributeLabel(parent, path.attribute) : path.attribute;
    return `${reportAttributeLabel(object, path.lookup)} › ${inner}`;
  }
  return object.attributes.find((attribute) => attribute.name === name)?.label ?? SYSTEM_LABELS[name] ?? name;
}

/** What each answer column (`d0`, `m1`…) is called, for chart legends and table headers. */
export function reportColumnNames(
  report: ReportDefinition,
  object: ObjectDefinition,
  related?: RelatedObjects,
): ColumnNames {
  const names: ColumnNames = {};
  report.dimensions.forEach((dimension, index) => {
    const label = reportAttributeLabel(object, dimension.attribute, related);
    names[`d${index}`] = dimension.bucket ? `${label} (${dimension.bucket})` : label;
  });
  report.measures.forEach((measure, index) => {
    names[`m${index}`] =
      measure.kind === 'count' || !measure.attribute
        ? 'Count'
        : `${MEASURE_WORDS[measure.kind]} ${reportAttributeLabel(object, measure.attribute)}`;
  });
  return names;
}
