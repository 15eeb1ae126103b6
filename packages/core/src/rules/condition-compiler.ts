import { isBooleanType } from '../metadata/field-types';
import type { CompileState, Scope } from './compile-state';
import {
  type CompiledCondition,
  type CompiledGroup,
  type FrameReader,
  type FrameTest,
  ManyValues,
  RuleFrame,
} from './compiled-rules';
import { parseEvalPattern } from './eval-pattern';
import { makeOperator, operatorAllowed } from './operator-registry';
import { RulePatternError } from './rule-errors';
import { OPERATOR_FAMILY_OF, type OperatorFamily } from './rule-operators';
import type { AttributeOperand, Condition, ConditionGroup, Operand } from './rule-types';
import { isEmptyValue } from './rule-values';

/** Every condition becomes one closure: operator resolved, constants prepared, readers fixed. */

/** Where a part of a rule is compiled: its path for messages, the attributes it may read, the state. */
export interface Site {
  path: string;
  scope: Scope;
  state: CompileState;
}

function within(site: Site, suffix: string): Site {
  return { ...site, path: `${site.path}${suffix}` };
}

const alwaysFalse: FrameTest = () => false;
const nothing: FrameReader = () => undefined;

interface LeftOperand {
  read: FrameReader;
  /** The slot of a plain top-level attribute, else -1. */
  slot: number;
  /** Read through a chain that may reach several related records. */
  many: boolean;
  family: OperatorFamily | undefined;
  booleanLike: boolean;
  nested?: CompiledGroup;
  /** For `has one`: the relation whose records the sub-conditions read. */
  relation: string;
}

type RightOperand =
  | { kind: 'none' }
  | { kind: 'constant'; input: unknown }
  | { kind: 'dynamic'; read: FrameReader; nested?: CompiledGroup };

const CONSTANT_FAMILY: Record<string, OperatorFamily> = {
  TEXT: 'text',
  NUMBER: 'number',
  EMAIL: 'email',
  ARRAY: 'multi',
};

function familyOfType(type: string): OperatorFamily | undefined {
  return Object.hasOwn(OPERATOR_FAMILY_OF, type)
    ? OPERATOR_FAMILY_OF[type as keyof typeof OPERATOR_FAMILY_OF]
    : undefined;
}

function readHop(value: unknown, name: string): unknown {
  if (Array.isArray(value)) {
    const values: unknown[] = [];
    for (const entry of value) {
      const next = readHop(entry, name);
      if (next instanceof ManyValues) values.push(...next.values);
      else if (Array.isArray(next)) values.push(...next);
      else values.push(next);
    }
    return new ManyValues(values);
  }
  if (value instanceof ManyValues) return readHop(value.values, name);
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/** A hop's value that holds records: one record, a list, or several values read through a list. */
function holdsRecords(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads `record[hop1][hop2]…[attribute]`. The first hop falls back to the `related` map when the
 * record holds no records under it: absent, or a lookup's id (its record is in `related`).
 */
function chainReader(
  base: FrameReader,
  hops: readonly string[],
  attribute: string,
  fromRecord: boolean,
): FrameReader {
  const [first, ...rest] = hops;
  return (frame) => {
    let value = base(frame);
    if (first !== undefined) {
      const direct = readHop(value, first);
      value = fromRecord && !holdsRecords(direct) ? (frame.related?.[first] ?? direct) : direct;
      for (const hop of rest) value = readHop(value, hop);
    }
    return readHop(value, attribute);
  };
}

function attributeOperand(operand: AttributeOperand, site: Site): LeftOperand {
  const { path, scope, state } = site;
  const { key, attributeName, attributeType, relatedObject } = operand.data;
  const hops = (relatedObject ?? []).map((hop) => hop.relationName);
  const lastHop = hops[hops.length - 1];
  const fromRecord = key === 'record';
  // Which attributes the value's object has: the form's, a described relation's, or unknown.
  const known = !fromRecord
    ? undefined
    : lastHop === undefined
      ? scope.attributes
      : state.relations.get(lastHop);
  const described = known?.get(attributeName);
  if (known && !described) {
    state.error(path, `The rule reads the attribute '${attributeName}', which the object does not have.`);
  }
  const type = described?.type ?? attributeType;
  const family = familyOfType(type);
  if (!family) state.error(path, `The attribute '${attributeName}' has the unknown field type '${type}'.`);
  if (scope.top) state.reads.add(fromRecord ? (hops[0] ?? attributeName) : key);
  const booleanLike = isBooleanType(type);
  const relation = lastHop ?? attributeName;
  if (fromRecord && hops.length === 0) {
    if (scope.top) {
      const slot = state.slotFor(attributeName);
      return { read: (frame) => frame.values[slot], slot, many: false, family, booleanLike, relation };
    }
    return {
      read: (frame) => frame.record[attributeName],
      slot: -1,
      many: false,
      family,
      booleanLike,
      relation,
    };
  }
  const base: FrameReader = fromRecord ? (frame) => frame.record : (frame) => frame.related?.[key];
  const read =
    hops.length === 0
      ? chainReader(base, [], attributeName, false)
      : chainReader(base, hops, attributeName, fromRecord);
  return { read, slot: -1, many: true, family, booleanLike, relation };
}

function leftOperand(operand: Operand, site: Site): LeftOperand {
  switch (operand.type) {
    case 'ATTRIBUTE':
      return attributeOperand(operand, site);
    case 'CONSTANTS': {
      const input = operand.data.input;
      const family = CONSTANT_FAMILY[operand.data.dataType];
      return { read: () => input, slot: -1, many: false, family, booleanLike: false, relation: '' };
    }
    case 'PERMISSION': {
      const permission = operand.data.permission;
      return {
        read: permissionReader(permission),
        slot: -1,
        many: false,
        family: 'default',
        booleanLike: permission !== undefined,
        relation: '',
      };
    }
    case 'CONDITION': {
      const nested = compileGroup(operand.data, within(site, '.data'));
      return {
        read: nested.test,
        slot: -1,
        many: false,
        family: 'default',
        booleanLike: true,
        nested,
        relation: '',
      };
    }
  }
}

function permissionReader(permission: string | undefined): FrameReader {
  if (permission === undefined) return (frame) => frame.user.id;
  return (frame) => (frame.user.permissions.includes(permission) ? '1' : '0');
}

function rightOperand(operand: Operand | undefined, site: Site): RightOperand {
  if (!operand) return { kind: 'none' };
  switch (operand.type) {
    case 'CONSTANTS':
      return { kind: 'constant', input: operand.data.input };
    case 'PERMISSION':
      return { kind: 'dynamic', read: permissionReader(operand.data.permission) };
    case 'ATTRIBUTE': {
      const read = attributeOperand(operand, site).read;
      return { kind: 'dynamic', read: (frame) => unwrapMany(read(frame)) };
    }
    case 'CONDITION': {
      const nested = compileGroup(operand.data, within(site, '.data'));
      return { kind: 'dynamic', read: nested.test, nested };
    }
  }
}

function unwrapMany(value: unknown): unknown {
  return value instanceof ManyValues ? value.values : value;
}

/** Several related values: `is empty` when all are, `is not empty` when one is not, others when one holds. */
function manyTest(
  operator: string,
  test: (value: unknown, frame: RuleFrame) => boolean,
): (value: unknown, frame: RuleFrame) => boolean {
  if (operator === 'isEmpty') {
    return (value, frame) =>
      value instanceof ManyValues ? value.values.every(isEmptyValue) : test(value, frame);
  }
  return (value, frame) =>
    value instanceof ManyValues ? value.values.some((entry) => test(entry, frame)) : test(value, frame);
}

function hasOneTest(
  left: LeftOperand,
  condition: Condition,
  site: Site,
): { test: FrameTest; sub?: CompiledGroup } {
  const { path, state } = site;
  if (!condition.subConditions) {
    return { test: (frame) => recordsOf(left.read(frame)).length > 0 };
  }
  const attributes = state.relations.get(left.relation);
  const sub = compileGroup(condition.subConditions, {
    path: `${path}.subConditions`,
    scope: { attributes, top: false },
    state,
  });
  const row = new RuleFrame();
  const test: FrameTest = (frame) => {
    row.user = frame.user;
    row.zone = frame.zone;
    for (const record of recordsOf(left.read(frame))) {
      row.record = record;
      if (sub.test(row)) return true;
    }
    return false;
  };
  return { test, sub };
}

/** The related records of a collection value: objects only, from a list, a chain, or one record. */
export function recordsOf(value: unknown): Record<string, unknown>[] {
  const list = value instanceof ManyValues ? value.values.flat() : Array.isArray(value) ? value : [value];
  return list.filter(
    (entry): entry is Record<string, unknown> =>
      typeof entry === 'object' && entry !== null && !Array.isArray(entry),
  );
}

function operatorTest(left: LeftOperand, right: RightOperand, operator: string, site: Site): FrameTest {
  const { path, state } = site;
  const family = left.family ?? 'default';
  const impl = makeOperator(family, operator, left.booleanLike);
  if (!impl) return alwaysFalse;
  if (!impl.unary && right.kind === 'none') {
    state.error(path, `The operator '${operator}' needs a value to compare with.`);
    return alwaysFalse;
  }
  const { read, slot } = left;
  if (right.kind === 'dynamic' && !impl.unary) {
    const dynamic = impl.dynamic();
    const readRight = right.read;
    if (left.many) {
      const test = manyTest(operator, (value, frame) => dynamic(value, readRight(frame), frame.zone));
      return (frame) => test(read(frame), frame);
    }
    return (frame) => dynamic(read(frame), readRight(frame), frame.zone);
  }
  const constant = impl.withConstant(right.kind === 'constant' ? right.input : undefined);
  if (state.warns && !impl.unary && right.kind === 'constant' && !impl.accepts(right.input)) {
    state.warning(
      path,
      `The value ${JSON.stringify(right.input)} cannot be compared with '${operator}': the condition is never true.`,
    );
  }
  if (left.many) {
    const test = manyTest(operator, (value, frame) => constant(value, frame.zone));
    return (frame) => test(read(frame), frame);
  }
  // The common case, kept to one array read and one call.
  if (slot >= 0) return (frame) => constant(frame.values[slot], frame.zone);
  return (frame) => constant(read(frame), frame.zone);
}

export function compileCondition(condition: Condition, site: Site): CompiledCondition {
  const { path, state } = site;
  const { operator } = condition;
  const left = leftOperand(condition.operandLeft, within(site, '.operandLeft'));
  const right = rightOperand(condition.operandRight, within(site, '.operandRight'));
  const family = left.family ?? 'default';
  if (left.family && !operatorAllowed(family, operator)) {
    state.error(`${path}.operator`, `The operator '${operator}' cannot be used with a ${family} value.`);
  }
  const readRight: FrameReader =
    right.kind === 'none' ? nothing : right.kind === 'constant' ? () => right.input : right.read;
  // Built field by field rather than spread together: a form compiles hundreds of these as it mounts.
  const compiled: CompiledCondition = {
    id: condition.id,
    operator,
    family,
    test: alwaysFalse,
    readLeft: left.read,
    readRight,
  };
  if (left.nested) compiled.nestedLeft = left.nested;
  if (right.kind === 'dynamic' && right.nested) compiled.nestedRight = right.nested;
  if (operator === 'hasOne' && family === 'collection') {
    const { test, sub } = hasOneTest(left, condition, site);
    compiled.test = test;
    if (sub) compiled.sub = sub;
    return compiled;
  }
  compiled.test = operatorTest(left, right, operator, site);
  return compiled;
}

export function compileGroup(group: ConditionGroup, site: Site): CompiledGroup {
  const { path, state } = site;
  const conditions = group.conditions.map((condition, index) =>
    compileCondition(condition, within(site, `.conditions[${index}]`)),
  );
  const ids = conditions.map((condition) => condition.id);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate !== undefined)
    state.error(`${path}.conditions`, `Two conditions of the group have the number ${duplicate}.`);
  const byId = new Map(conditions.map((condition) => [condition.id, condition.test]));
  let test: FrameTest = alwaysFalse;
  try {
    const pattern = parseEvalPattern(group.evalPattern, ids);
    test = pattern.bind((id) => byId.get(id) ?? alwaysFalse);
    state.checkPattern(pattern, ids, path);
  } catch (error) {
    if (!(error instanceof RulePatternError)) throw error;
    state.error(`${path}.evalPattern`, error.message);
  }
  return { title: group.title, pattern: group.evalPattern, conditions, test };
}
