import {
  type ChartInput,
  type ChartType,
  checkReportDefinition,
  choiceItems,
  type DateBucket,
  MEASURE_KINDS,
  type MeasureKind,
  type ModuleDefinition,
  type NavigationEntry,
  type ObjectDefinition,
  objectNameOfEntry,
  type PermissionRequirement,
  type RelatedObjects,
  type ReportDefinition,
  reportAttributeLabel,
  reportColumnStorage,
  reportLookupTarget,
  type SavedReport,
} from '@atrium/core';

/** What a person has picked so far in the report builder. */
export interface BuilderState {
  name: string;
  object: string | undefined;
  groupId: number | null;
  dimensions: { attribute: string; bucket?: DateBucket | undefined }[];
  measures: { kind: MeasureKind; attribute?: string | undefined }[];
  chartType: ChartType;
  /** Records counted only where the attribute equals the value (choices and yes/no). */
  filters: { attribute: string; value?: string | undefined }[];
}

export const INITIAL_BUILDER: BuilderState = {
  name: '',
  object: undefined,
  groupId: null,
  dimensions: [],
  measures: [{ kind: 'count' }],
  chartType: 'BRAND_CARD',
  filters: [],
};

const SYSTEM_COLUMNS = ['created_at', 'updated_at', 'owner_id'] as const;

/** Columns a report on this object may read: its attributes with storage, then the system ones. */
function columnsOf(object: ObjectDefinition): string[] {
  const attributes = object.attributes
    .map((attribute) => attribute.name)
    .filter((name) => reportColumnStorage(object, name) !== undefined);
  return [...attributes, ...SYSTEM_COLUMNS];
}

/** The object's lookups and the objects they lead to: what a report may read one level through. */
export function lookupTargets(object: ObjectDefinition): { lookup: string; target: string }[] {
  return object.attributes.flatMap((attribute) => {
    const target = reportLookupTarget(object, attribute.name);
    return target ? [{ lookup: attribute.name, target }] : [];
  });
}

/** `lookup.attribute` for every attribute of each loaded related object, by lookup. */
function relatedColumns(
  object: ObjectDefinition,
  related: RelatedObjects | undefined,
): { path: string; parent: ObjectDefinition; attribute: string }[] {
  return lookupTargets(object).flatMap(({ lookup, target }) => {
    const parent = related?.(target);
    if (!parent) return [];
    return parent.attributes.map((attribute) => ({
      path: `${lookup}.${attribute.name}`,
      parent,
      attribute: attribute.name,
    }));
  });
}

const probe = (
  object: ObjectDefinition,
  report: Partial<ReportDefinition>,
  related?: RelatedObjects,
): boolean =>
  Object.keys(
    checkReportDefinition(
      {
        object: object.name,
        filters: [],
        dimensions: [],
        sort: [],
        limit: 200,
        measures: [{ kind: 'count' }],
        ...report,
      },
      object,
      related,
    ),
  ).length === 0;

export interface ColumnOption {
  value: string;
  label: string;
  /** A date: grouped by a period. */
  dated: boolean;
}

/**
 * What records may be grouped by, as core's report check accepts it: the object's own columns, then
 * the attributes of the records its lookups lead to (`Account › Industry`) once those are loaded.
 */
export function dimensionOptions(object: ObjectDefinition, related?: RelatedObjects): ColumnOption[] {
  const paths = [...columnsOf(object), ...relatedColumns(object, related).map(({ path }) => path)];
  return paths
    .filter((name) => probe(object, { dimensions: [{ attribute: name }] }, related))
    .map((name) => ({
      value: name,
      label: reportAttributeLabel(object, name, related),
      dated: probe(object, { dimensions: [{ attribute: name, bucket: 'month' }] }, related),
    }));
}

/** The attributes a measure of `kind` fits (none for a count, which counts records). */
export function measureAttributeOptions(object: ObjectDefinition, kind: MeasureKind): ColumnOption[] {
  if (kind === 'count') return [];
  return columnsOf(object)
    .filter((name) => probe(object, { measures: [{ kind, attribute: name }] }))
    .map((name) => ({ value: name, label: reportAttributeLabel(object, name), dated: false }));
}

/** Measure kinds that have something to read on this object. */
export function measureKinds(object: ObjectDefinition): MeasureKind[] {
  return MEASURE_KINDS.filter((kind) => kind === 'count' || measureAttributeOptions(object, kind).length > 0);
}

/**
 * The objects the object's lookups lead to, each once: the builder loads their definitions to offer
 * their attributes (`account.industry` reads the account) and so core judges those columns as the
 * server will.
 */
export function relatedObjectNames(object: ObjectDefinition | undefined): string[] {
  if (!object) return [];
  return [...new Set(lookupTargets(object).map(({ target }) => target))];
}

/** The loaded related definitions as core's lookup by name; one not loaded (yet) is unknown. */
export function relatedObjectsOf(
  definitions: readonly (ObjectDefinition | null | undefined)[],
): RelatedObjects {
  const byName = new Map(
    definitions.flatMap((definition) => (definition ? [[definition.name, definition] as const] : [])),
  );
  return (name) => byName.get(name);
}

/**
 * The definition the builder's picks make, or undefined while it cannot run yet (no object, a measure
 * without its attribute, a related object not loaded, or anything core's check refuses): the preview
 * waits for a runnable report. `related` are the definitions the server checks lookup columns with.
 */
export function definitionOf(
  state: BuilderState,
  object: ObjectDefinition | undefined,
  related?: RelatedObjects,
): ReportDefinition | undefined {
  if (!state.object || !object || object.name !== state.object || state.measures.length === 0)
    return undefined;
  const definition: ReportDefinition = {
    object: state.object,
    filters: state.filters.flatMap((f) =>
      f.value === undefined
        ? []
        : [{ columnName: f.attribute, operation: 'equals' as const, value: f.value }],
    ),
    dimensions: state.dimensions.map((d) =>
      d.bucket ? { attribute: d.attribute, bucket: d.bucket } : { attribute: d.attribute },
    ),
    measures: state.measures.map((m) =>
      m.kind === 'count' ? { kind: 'count' } : { kind: m.kind, attribute: m.attribute },
    ),
    sort: [],
    limit: 200,
  };
  return Object.keys(checkReportDefinition(definition, object, related)).length === 0
    ? definition
    : undefined;
}

export interface FilterOption {
  value: string;
  label: string;
  choices: { value: string; label: string }[];
}

/** A quick filter's values for an attribute: its fixed list, or yes and no; none for other kinds. */
function filterChoices(
  object: ObjectDefinition,
  name: string,
  yesNo: { yes: string; no: string },
): FilterOption['choices'] {
  const attribute = object.attributes.find((candidate) => candidate.name === name);
  if (!attribute) return [];
  const items = choiceItems(attribute);
  if (items.length > 0) return items.map(({ value, label }) => ({ value, label }));
  if (reportColumnStorage(object, name) !== 'boolean') return [];
  return [
    { value: '1', label: yesNo.yes },
    { value: '0', label: yesNo.no },
  ];
}

/**
 * Attributes a quick filter offers: those with a fixed list of values, and yes/no ones, of the object
 * and of the records its lookups lead to.
 */
export function filterOptions(
  object: ObjectDefinition,
  yesNo: { yes: string; no: string },
  related?: RelatedObjects,
): FilterOption[] {
  const own = object.attributes.map((attribute) => ({
    value: attribute.name,
    label: attribute.label,
    choices: filterChoices(object, attribute.name, yesNo),
  }));
  const through = relatedColumns(object, related).map(({ path, parent, attribute }) => ({
    value: path,
    label: reportAttributeLabel(object, path, related),
    choices: filterChoices(parent, attribute, yesNo),
  }));
  return [...own, ...through].filter((option) => option.choices.length > 0);
}

/** A new grouping: dates by month, which is what a pipeline or a headcount is usually read by. */
export function addDimension(state: BuilderState, option: ColumnOption): BuilderState {
  if (state.dimensions.length >= 2) return state;
  return {
    ...state,
    dimensions: [
      ...state.dimensions,
      { attribute: option.value, ...(option.dated ? { bucket: 'month' } : {}) },
    ],
  };
}

/**
 * The chart type that fits the groupings: no grouping is a brand card (one number per measure), a card
 * with a grouping becomes bars, two groupings stack; a table fits everything.
 */
export function suggestedChartType(state: BuilderState): ChartType {
  const count = state.dimensions.length;
  if (state.chartType === 'TABLE' || state.chartType === 'SIMPLE_TABLE') return state.chartType;
  if (count === 0) return 'BRAND_CARD';
  if (state.chartType === 'BRAND_CARD') return count === 2 ? 'STACKED_BAR' : 'BAR';
  if (count === 2 && state.chartType === 'BAR') return 'STACKED_BAR';
  if (count === 1 && state.chartType === 'STACKED_BAR') return 'BAR';
  return state.chartType;
}

/** Objects a report may read: those with a record list in a module the person may open. */
export function reportableObjects(
  modules: readonly ModuleDefinition[],
  meets: (requirement: PermissionRequirement | undefined) => boolean,
): { object: string; entry: NavigationEntry }[] {
  const found = new Map<string, NavigationEntry>();
  for (const module of modules) {
    if (!meets(module.requires)) continue;
    for (const entry of module.navigation) {
      const object = objectNameOfEntry(entry);
      if (object && !found.has(object) && meets(entry.requires)) found.set(object, entry);
    }
  }
  return [...found].map(([object, entry]) => ({ object, entry }));
}

/** The builder's picks for a saved report, to edit it: its first chart gives the chart type. */
export function stateOf(report: SavedReport): BuilderState {
  const { definition } = report;
  return {
    name: report.name,
    object: definition.object,
    groupId: report.group_id,
    dimensions: definition.dimensions.map((d) =>
      d.bucket ? { attribute: d.attribute, bucket: d.bucket } : { attribute: d.attribute },
    ),
    measures: definition.measures.map((m) =>
      m.attribute ? { kind: m.kind, attribute: m.attribute } : { kind: m.kind },
    ),
    chartType: report.charts[0]?.type ?? 'BAR',
    filters: definition.filters.flatMap((filter) =>
      filter.operation === 'equals' && typeof filter.value === 'string'
        ? [{ attribute: filter.columnName, value: filter.value }]
        : [],
    ),
  };
}

/**
 * The charts a save stores: a new report gets one chart of the picked type; an edited one keeps its
 * charts (and their ids, so workspaces keep them), its first taking the new name and type.
 */
export function chartsOfSave(
  state: BuilderState,
  name: string,
  existing: SavedReport | undefined,
): ChartInput[] {
  const size = state.chartType === 'BRAND_CARD' ? 6 : 12;
  if (!existing || existing.charts.length === 0) return [{ name, type: state.chartType, pivot_size: size }];
  return existing.charts.map(({ id, name: chartName, type, style, pivot_order, pivot_size }, index) =>
    index === 0
      ? { id, name, type: state.chartType, style, pivot_order, pivot_size }
      : { id, name: chartName, type, style, pivot_order, pivot_size },
  );
}
