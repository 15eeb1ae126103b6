import type { ObjectDefinition, Relationship } from '../metadata/object-definition';
import { OPERATOR_FAMILY_OF } from './rule-operators';
import type { ConditionGroup, Operand, Rule } from './rule-types';

/**
 * The related records a rule set reads, as chains of relation names followed from the record: what
 * the browser and the server must load (and pass as `related`, nested hop by hop) before evaluating,
 * so both see the same values. Only attribute operands that read the record count (another context
 * key is not a relation); a `has one` list is a chain of its own, and the chains its sub-conditions
 * read continue from it.
 */

/** At most this many related records are read per relation and parent (one page of a related list). */
export const RULE_RELATED_LIMIT = 200;

const isCollection = (type: string): boolean =>
  Object.hasOwn(OPERATOR_FAMILY_OF, type) &&
  OPERATOR_FAMILY_OF[type as keyof typeof OPERATOR_FAMILY_OF] === 'collection';

function collectGroup(group: ConditionGroup, prefix: readonly string[], into: Map<string, string[]>): void {
  for (const condition of group.conditions) {
    const left = condition.operandLeft;
    collectOperand(left, prefix, into);
    collectOperand(condition.operandRight, prefix, into);
    if (condition.subConditions && left.type === 'ATTRIBUTE' && left.data.key === 'record') {
      const hops = (left.data.relatedObject ?? []).map((hop) => hop.relationName);
      collectGroup(condition.subConditions, [...prefix, ...hops, left.data.attributeName], into);
    }
  }
}

function collectOperand(
  operand: Operand | undefined,
  prefix: readonly string[],
  into: Map<string, string[]>,
) {
  if (operand?.type === 'CONDITION') collectGroup(operand.data, prefix, into);
  if (operand?.type !== 'ATTRIBUTE' || operand.data.key !== 'record') return;
  const hops = (operand.data.relatedObject ?? []).map((hop) => hop.relationName);
  // A plain attribute is the record's own value; a plain list of related records is a chain of one.
  const chain = isCollection(operand.data.attributeType)
    ? [...prefix, ...hops, operand.data.attributeName]
    : [...prefix, ...hops];
  if (chain.length > 0) into.set(chain.join('\u0000'), chain);
}

/**
 * Every chain of relations the rules follow, without duplicates and without chains another one
 * extends (loading `account.owner` loads `account`), sorted.
 */
export function ruleChains(rules: readonly Rule[]): string[][] {
  const found = new Map<string, string[]>();
  for (const rule of rules) {
    for (const group of [rule.condition, ...rule.groups]) collectGroup(group, [], found);
  }
  const chains = [...found.values()];
  const extended = (chain: string[]) =>
    chains.some((other) => other.length > chain.length && chain.every((hop, index) => other[index] === hop));
  return chains.filter((chain) => !extended(chain)).sort((a, b) => a.join('.').localeCompare(b.join('.')));
}

/** One level of a chain tree: the relations read from here, each with what is read beyond it. */
export type ChainTree = Map<string, ChainTree>;

/** The chains as a tree, so a loader reads each relation once per level. */
export function chainTree(chains: readonly (readonly string[])[]): ChainTree {
  const root: ChainTree = new Map();
  for (const chain of chains) {
    let level = root;
    for (const hop of chain) {
      let next = level.get(hop);
      if (!next) {
        next = new Map();
        level.set(hop, next);
      }
      level = next;
    }
  }
  return root;
}

/** How one hop of a chain reaches its records from a record of `object`. */
export interface RuleHop {
  /** The hop's name as the rules write it: the key the loaded records go under. */
  name: string;
  /** The related object. */
  target: string;
  /**
   * `parent`: one record, whose id the source record holds in `column` (polymorphic: in `{column}_id`,
   * when `{column}_type` is `typeValue`). `children`: the records whose `column` (polymorphic:
   * `{column}_id`, with `{column}_type` = `typeValue`) holds the source record's id.
   */
  kind: 'parent' | 'children';
  column: string;
  typeValue: string | undefined;
  /** The relationship, by its key in the source object's `relationships`. */
  relationship: Relationship;
}

/**
 * Resolves a hop name against the source object's relationships: a relationship's key (its name on
 * the parent's side, its reverse name on the child's), or a lookup column's own name. Anything else is
 * no relation and reads nothing.
 */
export function resolveRuleHop(
  object: Pick<ObjectDefinition, 'name' | 'relationships'>,
  name: string,
): RuleHop | undefined {
  const keyed = Object.hasOwn(object.relationships, name) ? object.relationships[name] : undefined;
  if (keyed && keyed.parent_object === object.name && keyed.name === name) {
    const polymorphic = keyed.type === 'Polymorphic';
    return {
      name,
      target: keyed.child_object,
      kind: 'children',
      column: keyed.foreign_key,
      typeValue: polymorphic ? object.name : undefined,
      relationship: keyed,
    };
  }
  const parent =
    keyed && keyed.child_object === object.name
      ? keyed
      : Object.values(object.relationships).find(
          (r) => r.child_object === object.name && r.type === 'OneToMany' && r.foreign_key === name,
        );
  if (!parent) return undefined;
  return {
    name,
    target: parent.parent_object,
    kind: 'parent',
    column: parent.foreign_key,
    typeValue: parent.type === 'Polymorphic' ? parent.parent_object : undefined,
    relationship: parent,
  };
}

const positiveId = (value: unknown): number | undefined => {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** The id of the record a parent hop points at from `record`; undefined when it points at none. */
export function hopParentId(record: Readonly<Record<string, unknown>>, hop: RuleHop): number | undefined {
  if (hop.typeValue === undefined) return positiveId(record[hop.column]);
  return record[`${hop.column}_type`] === hop.typeValue ? positiveId(record[`${hop.column}_id`]) : undefined;
}

/** The record's own id, for a children hop; undefined for a record not saved yet. */
export function hopRecordId(record: Readonly<Record<string, unknown>>): number | undefined {
  return positiveId(record.id);
}

/** The record fields whose change points a hop elsewhere: what makes related records load again. */
export function hopSourceFields(hop: RuleHop): string[] {
  if (hop.kind === 'children') return ['id'];
  return hop.typeValue === undefined ? [hop.column] : [`${hop.column}_type`, `${hop.column}_id`];
}
