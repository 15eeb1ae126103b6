import { describe, expect, it } from 'vitest';
import { PALETTE_ROLES } from '../../designer/palette-catalogue';
import {
  countsByDefault,
  FIELD_TYPE_SPECS,
  FIELD_TYPES,
  fieldChoices,
  fieldTypeDefinition,
  fieldTypeLabel,
  GROUPABLE_STORAGES,
  isBooleanType,
  isFieldType,
  needsFullForm,
  RELATION_FIELD_TYPES,
  readsLeftToRight,
} from '../../metadata/field-types';
import { OPERATOR_FAMILY_OF } from '../../rules/rule-operators';
import { FIELD_CHECKS } from '../../validation/field-checks';
import { currencyDecimals, isCurrencyCode } from '../currencies';

describe('the registry of field type definitions', () => {
  it('holds the 49 types of spec 001 §3.4, each once', () => {
    expect(FIELD_TYPES).toHaveLength(49);
    expect(new Set(FIELD_TYPES).size).toBe(49);
    expect(isFieldType('statusBreadcrumb')).toBe(true);
    expect(isFieldType('toString')).toBe(false);
  });

  it('checks a value exactly when the type stores one', () => {
    for (const type of FIELD_TYPES) {
      expect(FIELD_CHECKS[type] === null, type).toBe(FIELD_TYPE_SPECS[type].storage === 'none');
    }
  });

  it('derives the maps the code reads from each definition', () => {
    for (const type of FIELD_TYPES) {
      const definition = fieldTypeDefinition(type);
      expect(OPERATOR_FAMILY_OF[type]).toBe(definition.operators);
      expect(PALETTE_ROLES[type].group).toBe(definition.palette.group);
      const role = PALETTE_ROLES[type];
      if (role.group !== 'RELATED') expect(role.label).toBe(fieldTypeLabel(type));
    }
  });

  it('answers the families the code used to list by hand', () => {
    expect(FIELD_TYPES.filter(isBooleanType)).toEqual(['checkbox', 'singleOn']);
    expect(RELATION_FIELD_TYPES).toEqual(['lookup', 'polymorphParent']);
    expect(new Set(FIELD_TYPES.map(fieldTypeLabel)).size).toBe(49);
  });

  it('keeps choices only on types that store a choice', () => {
    for (const type of FIELD_TYPES) {
      if (fieldTypeDefinition(type).choices === undefined) continue;
      expect(['text', 'json'], type).toContain(FIELD_TYPE_SPECS[type].storage);
    }
    expect(fieldChoices('statusBreadcrumb', { statuses: [{ id: 3, label: '' }] })).toEqual([
      { value: '3', label: '3' },
    ]);
  });

  it('knows ISO 4217 codes and their decimals within 0 to 3', () => {
    expect(isCurrencyCode('AED')).toBe(true);
    expect(isCurrencyCode('ABC')).toBe(false);
    expect([currencyDecimals('JPY'), currencyDecimals('KWD'), currencyDecimals('CLF')]).toEqual([0, 3, 3]);
    expect(currencyDecimals('XXX')).toBeUndefined();
  });

  it('marks the behaviours the screens read per type on the definitions, consistent with storage', () => {
    const marked = (has: (type: string) => boolean) => FIELD_TYPES.filter(has);
    // Numbers, dates and addresses read left to right; choices and free text follow the page.
    expect(marked(readsLeftToRight)).toEqual([
      'phone',
      'email',
      'numberField',
      'decimalField',
      'currency',
      'percent',
      'dateField',
      'datetimeField',
      'timeField',
      'urlField',
      'sequence',
    ]);
    for (const type of marked(countsByDefault)) {
      expect(fieldTypeDefinition(type).choices, type).toBeDefined();
      expect(GROUPABLE_STORAGES.has(FIELD_TYPE_SPECS[type].storage), type).toBe(true);
    }
    for (const type of RELATION_FIELD_TYPES) expect(needsFullForm(type), type).toBe(true);
    expect(readsLeftToRight('notAType')).toBe(false);
  });
});
