import type { StorageKind } from '../field-types/field-type-definition';
import type { ObjectDefinition } from '../metadata/object-definition';
import { lookupParent, storageOf } from '../metadata/record-metadata';

/** Columns every record has that reports may group and measure by, besides the object's attributes. */
const SYSTEM_COLUMN_STORAGE: Readonly<Record<string, StorageKind>> = {
  created_at: 'datetime',
  updated_at: 'datetime',
  owner_id: 'reference',
};

/** The storage of a column a report may read, or undefined when the object has no such column. */
export function reportColumnStorage(object: ObjectDefinition, name: string): StorageKind | undefined {
  if (Object.hasOwn(SYSTEM_COLUMN_STORAGE, name)) return SYSTEM_COLUMN_STORAGE[name];
  const attribute = object.attributes.find((candidate) => candidate.name === name);
  if (!attribute) return undefined;
  const storage = storageOf(attribute);
  return storage === 'none' ? undefined : storage;
}

/**
 * Reports read one level of related objects through a lookup: `account.industry` is the industry of
 * an opportunity's account. The definitions of those objects come from the caller (the server's model
 * cache, the web's loaded definitions), by object name.
 */
export type RelatedObjects = (objectName: string) => ObjectDefinition | undefined;

export interface ReportColumnPath {
  /** The report object's lookup the column is read through; absent for its own columns. */
  lookup?: string;
  /** The object the column belongs to: the report's own, or the lookup's parent. */
  object: string;
  attribute: string;
  storage: StorageKind;
}

/** `account.industry` as its lookup and the related attribute; a plain name is not a path. */
export function splitReportPath(path: string): { lookup: string; attribute: string } | undefined {
  const parts = path.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return undefined;
  return { lookup: parts[0], attribute: parts[1] };
}

/** The lookups a report's dimensions and filters read through, each once. */
export function reportLookups(report: {
  dimensions: { attribute: string }[];
  filters: { columnName: string }[];
}): string[] {
  const paths = [
    ...report.dimensions.map((dimension) => dimension.attribute),
    ...report.filters.map((filter) => filter.columnName),
  ];
  return [...new Set(paths.flatMap((path) => splitReportPath(path)?.lookup ?? []))];
}

/** The object a lookup of `object` points at, when `name` is one of its lookups. */
export function reportLookupTarget(object: ObjectDefinition, name: string): string | undefined {
  const attribute = object.attributes.find((candidate) => candidate.name === name);
  return attribute ? lookupParent(object, attribute) : undefined;
}

/**
 * What a report column names: one of the object's own columns, or an attribute of the record one of
 * its lookups points at (one level only). Either the column, or why there is none, in words.
 */
export function resolveReportColumn(
  object: ObjectDefinition,
  path: string,
  related?: RelatedObjects,
): { column: ReportColumnPath } | { problem: string } {
  const split = path.includes('.') ? splitReportPath(path) : undefined;
  if (!split) {
    const storage = path.includes('.') ? undefined : reportColumnStorage(object, path);
    if (!storage) return { problem: `${object.display_name} has no attribute '${path}'.` };
    return { column: { object: object.name, attribute: path, storage } };
  }
  const target = reportLookupTarget(object, split.lookup);
  if (!target) {
    return {
      problem: `'${split.lookup}' is not a lookup of ${object.display_name}: '${path}' reads nothing.`,
    };
  }
  const parent = related?.(target);
  if (!parent) return { problem: `The object '${target}' that '${split.lookup}' points at is not known.` };
  const storage = reportColumnStorage(parent, split.attribute);
  if (!storage) {
    return {
      problem: `${parent.display_name} (through '${split.lookup}') has no attribute '${split.attribute}'.`,
    };
  }
  return { column: { lookup: split.lookup, object: parent.name, attribute: split.attribute, storage } };
}
