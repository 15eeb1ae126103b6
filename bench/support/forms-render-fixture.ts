import { pick, seededRandom } from './seeded-random';

/**
 * The in-browser rendering bench's form, generated the same way every run (seeded) in a neutral shape
 * that forms-render-peers.ts writes out for Atrium, SurveyJS and react-jsonschema-form: 500 fields of
 * the common types and 300 rules (hide, show, require, set value) of 1–4 conditions each.
 *
 * Rules read 60 "driver" fields and each acts on a field of its own among the other 440, so no two
 * rules fight over a field and no value a rule sets feeds another rule: every engine then agrees on
 * the outcome whatever order it applies actions in. The typed field is a driver read by a dozen rules.
 */
export type RenderFieldKind = 'text' | 'number' | 'decimal' | 'date' | 'select' | 'checkbox' | 'longText';

export interface RenderField {
  name: string;
  kind: RenderFieldKind;
  label: string;
  /** Drawn only while a `show` rule holds. */
  hiddenByDefault: boolean;
}

export type RenderOperator =
  | 'is'
  | 'contains'
  | 'isEmpty'
  | 'in'
  | 'equals'
  | 'notEquals'
  | 'lessThan'
  | 'lessThanOrEqual'
  | 'greaterThan'
  | 'greaterThanOrEqual';

export interface RenderCondition {
  field: RenderField;
  operator: RenderOperator;
  value?: string | number | string[];
}

/** and, or, `(1 AND 2) OR 3` (three conditions), `(1 OR 2) AND (3 OR 4)` (four). */
export type RenderPattern = 'and' | 'or' | 'firstTwoOrThird' | 'twoPairs';

export type RenderActionKind = 'hide' | 'show' | 'require' | 'setValue';

export interface RenderRule {
  id: number;
  conditions: RenderCondition[];
  pattern: RenderPattern;
  action: { kind: RenderActionKind; target: RenderField; value?: string | number };
}

export interface FormsRenderFixture {
  fields: RenderField[];
  rules: RenderRule[];
  /** A saved record: every value set, already agreeing with the rules that set values. */
  record: Record<string, unknown>;
  /** The text field the keystroke measure types into. */
  typedField: string;
  /** What it types, one key at a time (lower-case letters and spaces). */
  typedText: string;
}

export const FIELD_COUNT = 500;
export const RULE_COUNT = 300;

const KIND_COUNTS: [RenderFieldKind, number][] = [
  ['text', 150],
  ['number', 80],
  ['decimal', 60],
  ['date', 50],
  ['select', 80],
  ['checkbox', 50],
  ['longText', 30],
];
/** How many fields of each kind the rules read. */
const DRIVER_COUNTS: Partial<Record<RenderFieldKind, number>> = {
  text: 15,
  number: 15,
  decimal: 10,
  select: 12,
  checkbox: 8,
};
const ACTION_COUNTS: [RenderActionKind, number][] = [
  ['hide', 90],
  ['show', 70],
  ['require', 80],
  ['setValue', 60],
];
/** SET_VALUE writes a constant the target's widget can show. */
const SETTABLE: readonly RenderFieldKind[] = ['text', 'number', 'select'];

export const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'fox', 'golf', 'lazy', 'dog', 'quick'];
export const OPTIONS = Array.from({ length: 8 }, (_, index) => `opt${index}`);
const TYPED_TEXT = 'the quick brown fox jumps over the lazy dog '.repeat(2);
/** Words of the typed sentence that the typed field's rules look for, so typing flips them. */
export const TYPED_WORDS = ['quick', 'fox', 'lazy', 'dog', 'over', 'zebra'];

export const isDriverName = (name: string) => name.startsWith('d_');

function fieldsOf(next: () => number): RenderField[] {
  const fields = KIND_COUNTS.flatMap(([kind, count]) =>
    Array.from({ length: count }, (_, index): RenderField => {
      const driver = index < (DRIVER_COUNTS[kind] ?? 0);
      const name = `${driver ? 'd_' : ''}${kind.toLowerCase()}_${index}`;
      return { name, kind, label: `${kind} ${index}`, hiddenByDefault: false };
    }),
  );
  // Interleave the kinds the way real forms do (a seeded shuffle), keeping the typed field first.
  for (let index = fields.length - 1; index > 1; index -= 1) {
    const other = 1 + Math.floor(next() * index);
    const a = fields[index];
    const b = fields[other];
    if (a && b) [fields[index], fields[other]] = [b, a];
  }
  return fields;
}

function valueFor(next: () => number, kind: RenderFieldKind): unknown {
  switch (kind) {
    case 'text':
      // One in ten empty, so emptiness tests go both ways.
      return next() < 0.1 ? '' : `${pick(next, WORDS)} ${pick(next, WORDS)}`;
    case 'longText':
      return `${pick(next, WORDS)} ${pick(next, WORDS)} ${pick(next, WORDS)}`;
    case 'number':
      return Math.floor(next() * 1000);
    case 'decimal':
      return Math.round(next() * 100_000) / 100;
    case 'date':
      return `2025-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`;
    case 'select':
      return pick(next, OPTIONS);
    case 'checkbox':
      return next() < 0.5 ? '1' : '0';
  }
}

function conditionOn(next: () => number, field: RenderField, typedField: string): RenderCondition {
  if (field.name === typedField) {
    const operator = pick(next, ['contains', 'contains', 'contains', 'isEmpty'] as const);
    return operator === 'isEmpty' ? { field, operator } : { field, operator, value: pick(next, TYPED_WORDS) };
  }
  switch (field.kind) {
    case 'text': {
      const operator = pick(next, ['is', 'contains', 'contains', 'isEmpty'] as const);
      if (operator === 'isEmpty') return { field, operator };
      const value = operator === 'is' ? `${pick(next, WORDS)} ${pick(next, WORDS)}` : pick(next, WORDS);
      return { field, operator, value };
    }
    case 'number':
    case 'decimal': {
      const operator = pick(next, [
        'equals',
        'notEquals',
        'lessThan',
        'lessThanOrEqual',
        'greaterThan',
        'greaterThanOrEqual',
      ] as const);
      return { field, operator, value: Math.floor(next() * 1000) };
    }
    case 'select':
      return next() < 0.5
        ? { field, operator: 'is', value: pick(next, OPTIONS) }
        : { field, operator: 'in', value: [pick(next, OPTIONS), ...OPTIONS.filter(() => next() < 0.3)] };
    case 'checkbox':
      return { field, operator: 'is', value: next() < 0.5 ? '1' : '0' };
    default:
      throw new Error(`no rule reads a ${field.kind} field`);
  }
}

function patternFor(next: () => number, count: number): RenderPattern {
  if (count === 3 && next() < 0.4) return 'firstTwoOrThird';
  if (count === 4 && next() < 0.4) return 'twoPairs';
  return next() < 0.7 ? 'and' : 'or';
}

function settableValue(next: () => number, kind: RenderFieldKind): string | number {
  if (kind === 'number') return 100 + Math.floor(next() * 900);
  if (kind === 'select') return pick(next, OPTIONS);
  return `set ${pick(next, WORDS)}`;
}

function shuffled<T>(next: () => number, list: readonly T[]): T[] {
  const copy = [...list];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    const a = copy[index];
    const b = copy[other];
    if (a !== undefined && b !== undefined) [copy[index], copy[other]] = [b, a];
  }
  return copy;
}

/** Targets: settable fields for SET_VALUE first (they are the scarcer), then any for the rest. */
function assignTargets(
  next: () => number,
  targets: RenderField[],
): (readonly [RenderActionKind, RenderField])[] {
  const pool = shuffled(next, targets);
  const take = (accept: (field: RenderField) => boolean) => {
    const index = pool.findIndex(accept);
    const [field] = index === -1 ? [] : pool.splice(index, 1);
    if (!field) throw new Error('not enough target fields for the rules');
    return field;
  };
  const assigned = ACTION_COUNTS.flatMap(([kind, count]) =>
    kind === 'setValue'
      ? Array.from({ length: count }, () => [kind, take((field) => SETTABLE.includes(field.kind))] as const)
      : [],
  );
  const rest = ACTION_COUNTS.flatMap(([kind, count]) =>
    kind === 'setValue' ? [] : Array.from({ length: count }, () => [kind, take(() => true)] as const),
  );
  return shuffled(next, [...assigned, ...rest]);
}

export function formsRenderFixture(seed = 20_250_301): FormsRenderFixture {
  const next = seededRandom(seed);
  const fields = fieldsOf(next);
  const typedField = 'd_text_0';
  const drivers = fields.filter((field) => isDriverName(field.name));
  const typed = drivers.find((field) => field.name === typedField);
  if (!typed) throw new Error('the typed field is missing');
  const plan = assignTargets(
    next,
    fields.filter((field) => !isDriverName(field.name)),
  );
  const rules = plan.map(([kind, target], index): RenderRule => {
    const count = 1 + Math.floor(next() * 4);
    // Every 25th rule looks at the typed field first, so typing there makes rules react.
    const conditions = Array.from({ length: count }, (_, position) =>
      conditionOn(next, position === 0 && index % 25 === 0 ? typed : pick(next, drivers), typedField),
    );
    if (kind === 'show') target.hiddenByDefault = true;
    const action =
      kind === 'setValue' ? { kind, target, value: settableValue(next, target.kind) } : { kind, target };
    return { id: index + 1, conditions, pattern: patternFor(next, count), action };
  });
  const record = Object.fromEntries(fields.map((field) => [field.name, valueFor(next, field.kind)]));
  record[typedField] = '';
  // A saved record already holds what its rules set: opening it changes nothing.
  for (const rule of rules) {
    if (rule.action.kind === 'setValue' && ruleHolds(rule, record))
      record[rule.action.target.name] = rule.action.value;
  }
  return { fields, rules, record, typedField, typedText: TYPED_TEXT };
}

/**
 * The plain reading of a rule, used only to settle the generated record; the bench checks every peer
 * against Atrium's engine, not against this.
 */
export function ruleHolds(rule: RenderRule, record: Readonly<Record<string, unknown>>): boolean {
  const truth = rule.conditions.map((condition) => conditionHolds(condition, record[condition.field.name]));
  const [a = false, b = false, c = false, d = false] = truth;
  switch (rule.pattern) {
    case 'and':
      return truth.every(Boolean);
    case 'or':
      return truth.some(Boolean);
    case 'firstTwoOrThird':
      return (a && b) || c;
    case 'twoPairs':
      return (a || b) && (c || d);
  }
}

function conditionHolds(condition: RenderCondition, value: unknown): boolean {
  const { operator, value: expected } = condition;
  switch (operator) {
    case 'isEmpty':
      return value === undefined || value === null || value === '';
    case 'is':
      return value === expected;
    case 'contains':
      return typeof value === 'string' && typeof expected === 'string' && value.includes(expected);
    case 'in':
      return Array.isArray(expected) && typeof value === 'string' && expected.includes(value);
    case 'equals':
      return value === expected;
    case 'notEquals':
      return value !== expected;
    case 'lessThan':
      return Number(value) < Number(expected);
    case 'lessThanOrEqual':
      return Number(value) <= Number(expected);
    case 'greaterThan':
      return Number(value) > Number(expected);
    case 'greaterThanOrEqual':
      return Number(value) >= Number(expected);
  }
}
