import { describe, expect, it } from 'vitest';
import actions from '../conformance/actions.json';
import choice from '../conformance/choice.json';
import collection from '../conformance/collection.json';
import date from '../conformance/date.json';
import datetime from '../conformance/datetime.json';
import email from '../conformance/email.json';
import multi from '../conformance/multi.json';
import number from '../conformance/number.json';
import phone from '../conformance/phone.json';
import text from '../conformance/text.json';
import { makeOperator } from '../operator-registry';
import { OPERATOR_FAMILY_OF, OPERATORS_BY_FAMILY, type OperatorFamily } from '../rule-operators';
import { RULE_ACTION_NAMES } from '../rule-types';

/** The conformance suite must exercise every operator of every family, and every action. */
const ALL = [actions, choice, collection, date, datetime, email, multi, number, phone, text].flat();

function used(): Set<string> {
  const seen = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      const entry = value as Record<string, unknown>;
      const left = entry.operandLeft as { type?: string; data?: { attributeType?: string } } | undefined;
      const type = left?.type === 'ATTRIBUTE' ? left.data?.attributeType : undefined;
      if (typeof entry.operator === 'string' && type && Object.hasOwn(OPERATOR_FAMILY_OF, type)) {
        seen.add(`${OPERATOR_FAMILY_OF[type as keyof typeof OPERATOR_FAMILY_OF]}:${entry.operator}`);
      }
      if (typeof entry.name === 'string' && 'data' in entry) seen.add(`action:${entry.name}`);
      Object.values(entry).forEach(walk);
    }
  };
  walk(ALL);
  return seen;
}

describe('operator catalogue', () => {
  const seen = used();
  const families = Object.keys(OPERATORS_BY_FAMILY) as OperatorFamily[];

  it.each(families)('every %s operator has an implementation and conformance cases', (family) => {
    for (const operator of OPERATORS_BY_FAMILY[family]) {
      if (operator !== 'hasOne')
        expect(makeOperator(family, operator, false), `${family}:${operator}`).toBeDefined();
      expect(seen.has(`${family}:${operator}`), `${family}:${operator} has no conformance case`).toBe(true);
    }
  });

  it('refuses an operator outside the family', () => {
    expect(makeOperator('number', 'startsWith', false)).toBeUndefined();
    expect(makeOperator('date', 'hourIs', false)).toBeUndefined();
  });

  it.each(RULE_ACTION_NAMES)('%s has conformance cases', (name) => {
    expect(seen.has(`action:${name}`)).toBe(true);
  });
});
