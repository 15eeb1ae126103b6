import type { Attribute, ObjectDefinition } from '../metadata/object-definition';
import type { RuleEffects } from '../rules/rule-types';
import { NOT_AN_OPTION } from './choice-checks';
import { isMissing } from './field-checks';
import { addFieldError, type FieldErrors, ownValue } from './field-errors';

export interface EnforceInput {
  /** The stored record; undefined on create. */
  before: Readonly<Record<string, unknown>> | undefined;
  /** The values the request sends. */
  changes: Readonly<Record<string, unknown>>;
  /** The rules evaluated on the record as it would be saved (`before` with `changes`). */
  effects: RuleEffects;
  definition: ObjectDefinition;
}

export interface Enforcement {
  errors: FieldErrors;
  /** What the rules fill (Set Value, and Set Options clearing or picking): the server applies them. */
  values: Record<string, unknown>;
}

/** Booleans travel as '1'/'0' and numbers as text: compare what they mean, not how they were sent. */
function normalized(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return null;
  if (value === true) return '1';
  if (value === false) return '0';
  if (typeof value === 'number') return String(value);
  return value;
}

function sameValue(left: unknown, right: unknown): boolean {
  const a = normalized(left);
  const b = normalized(right);
  if (a === b) return true;
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return false;
}

function defaultOf(attribute: Attribute): unknown {
  return attribute.options.default ?? attribute.options.defaultValue;
}

/**
 * The server's side of the rules (spec 001 §4.1): a crafted request cannot change a field the rules
 * make read-only, choose an option Set Options removed, or leave a rule-required field empty.
 */
export function enforceRuleEffects({ before, changes, effects, definition }: EnforceInput): Enforcement {
  const errors: FieldErrors = {};
  const attributes = new Map(definition.attributes.map((attribute) => [attribute.name, attribute]));
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(effects.values)) {
    if (attributes.has(name)) values[name] = value;
  }
  const label = (name: string) => attributes.get(name)?.label ?? name;
  const current = (name: string): unknown => {
    if (Object.hasOwn(values, name)) return values[name];
    if (Object.hasOwn(changes, name)) return changes[name];
    return before ? ownValue(before, name) : undefined;
  };

  for (const name of effects.readOnly) {
    if (!Object.hasOwn(changes, name)) continue;
    const sent = changes[name];
    const attribute = attributes.get(name);
    // What the rules or the defaults put there is not a change the person made.
    const unchanged = before
      ? sameValue(sent, ownValue(before, name))
      : normalized(sent) === null || (attribute !== undefined && sameValue(sent, defaultOf(attribute)));
    if (!unchanged && !(Object.hasOwn(values, name) && sameValue(sent, values[name]))) {
      addFieldError(errors, name, `${label(name)} is read-only.`);
    }
  }

  for (const [name, allowed] of Object.entries(effects.options)) {
    if (!Object.hasOwn(changes, name)) continue;
    const sent = changes[name];
    const choices = Array.isArray(sent) ? sent : normalized(sent) === null ? [] : [sent];
    if (choices.some((choice) => !allowed.includes(String(choice)))) {
      addFieldError(errors, name, `${label(name)} ${NOT_AN_OPTION}`);
    }
  }

  for (const name of effects.required) {
    const type = attributes.get(name)?.type;
    if (type && isMissing(type, current(name))) addFieldError(errors, name, `${label(name)} is required.`);
  }

  return { errors, values };
}
