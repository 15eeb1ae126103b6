import { OPERATORS_BY_FAMILY, type Operand } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import {
  blankConstant,
  constantFits,
  constantKind,
  keptOperator,
  operandFamily,
  operatorsFor,
  selectItems,
} from '../operand-kinds';

const attribute = (attributeType: string): Operand => ({
  type: 'ATTRIBUTE',
  data: { object: 'lead', key: 'record', attributeName: 'x', attributeType },
});

describe('operand kinds', () => {
  it('lists the operators of the left operand’s field type family (spec 001 §5.1)', () => {
    expect(operatorsFor(attribute('singleLine'))).toContain('startsWith');
    expect(operatorsFor(attribute('singleLine'))).not.toContain('countryIs');
    expect(operatorsFor(attribute('phone'))).toContain('countryIs');
    expect(operatorsFor(attribute('email'))).toContain('tldIs');
    expect(operatorsFor(attribute('numberField'))).toEqual([...OPERATORS_BY_FAMILY.number]);
    expect(operatorsFor(attribute('datetimeField'))).toContain('hourBefore');
    expect(operatorsFor(attribute('dateField'))).not.toContain('hourBefore');
    expect(operatorsFor(attribute('multiSelect'))).toContain('oneOf');
    expect(operatorsFor(attribute('relatedObject'))).toContain('hasOne');
    expect(operatorsFor({ type: 'PERMISSION', data: {} })).toEqual(['is', 'isNot', 'isEmpty', 'isNotEmpty']);
    expect(operandFamily({ type: 'CONSTANTS', data: { dataType: 'NUMBER', input: 1 } })).toBe('number');
  });

  it('keeps an operator the new field allows and replaces one it does not', () => {
    expect(keptOperator(attribute('email'), 'contains')).toBe('contains');
    expect(keptOperator(attribute('numberField'), 'contains')).toBe('equals');
  });

  it('asks for the constant the attribute and operator need', () => {
    const items = [{ value: 'a', label: 'A' }];
    expect(constantKind(attribute('numberField'), 'lessThan', undefined)).toBe('number');
    expect(constantKind(attribute('dateField'), 'before', undefined)).toBe('date');
    expect(constantKind(attribute('dateField'), 'monthIs', undefined)).toBe('number');
    expect(constantKind(attribute('datetimeField'), 'after', undefined)).toBe('datetime');
    expect(constantKind(attribute('singleSelect'), 'is', items)).toBe('choice');
    expect(constantKind(attribute('multiSelect'), 'oneOf', items)).toBe('choices');
    expect(constantKind(attribute('checkbox'), 'is', undefined)).toBe('boolean');
    expect(constantKind(attribute('email'), 'is', undefined)).toBe('email');
    expect(constantKind(attribute('email'), 'domainIs', undefined)).toBe('text');
    expect(constantKind(attribute('singleLine'), 'minChars', undefined)).toBe('number');
  });

  it('replaces a constant only when its data type no longer fits', () => {
    expect(constantFits(blankConstant('number'), 'number')).toBe(true);
    expect(constantFits(blankConstant('text'), 'number')).toBe(false);
    expect(blankConstant('choices').data).toEqual({ dataType: 'ARRAY', input: [] });
  });

  it('reads select items given as objects or bare values', () => {
    const items = [{ value: 'a', name: 'Ay' }, 'b', { value: 3 }];
    expect(selectItems({ type: 'singleSelect', options: { items } })).toEqual([
      { value: 'a', label: 'Ay' },
      { value: 'b', label: 'b' },
      { value: '3', label: '3' },
    ]);
    expect(selectItems({ type: 'singleSelect', options: {} })).toBeUndefined();
    expect(selectItems({ type: 'singleLine', options: { items } })).toBeUndefined();
  });

  it("reads a status breadcrumb's options from `statuses`, where its type keeps them", () => {
    const statuses = [
      { id: 'new', label: 'New' },
      { id: 'won', label: 'Won' },
    ];
    expect(selectItems({ type: 'statusBreadcrumb', options: { key: 'stage', statuses } })).toEqual([
      { value: 'new', label: 'New' },
      { value: 'won', label: 'Won' },
    ]);
  });
});
