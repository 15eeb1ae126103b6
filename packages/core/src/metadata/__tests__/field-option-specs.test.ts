import { describe, expect, it } from 'vitest';
import { optionIssueErrors, optionIssues } from '../field-option-checks';
import { carryOptions, optionSpecsOf } from '../field-option-specs';
import { FIELD_TYPE_SPECS, FIELD_TYPES } from '../field-types';

const keysOf = (type: Parameters<typeof optionSpecsOf>[0]) => optionSpecsOf(type).map((spec) => spec.key);

describe('option specs per field type', () => {
  it('declares each key once per type, and pairs and choices with what they need', () => {
    for (const type of FIELD_TYPES) {
      const keys = keysOf(type);
      expect(new Set(keys).size, type).toBe(keys.length);
      for (const spec of optionSpecsOf(type)) {
        if (spec.control === 'pairs') expect(spec.pairKeys, `${type}.${spec.key}`).toHaveLength(2);
        if (spec.control === 'choice') expect(spec.choices?.length, `${type}.${spec.key}`).toBeGreaterThan(0);
      }
    }
  });

  it('gives value fields required and a default, and display fields neither', () => {
    for (const type of FIELD_TYPES) {
      const stored = FIELD_TYPE_SPECS[type].storage !== 'none';
      expect(keysOf(type).includes('required'), type).toBe(stored);
      expect(keysOf(type).includes('default'), type).toBe(stored);
      expect(keysOf(type).includes('searchable'), type).toBe(FIELD_TYPE_SPECS[type].searchable);
    }
  });

  it('offers the options of spec 001 §3.5 where they belong', () => {
    expect(keysOf('singleSelect')).toContain('items');
    expect(keysOf('singleLine')).toContain('limits');
    expect(keysOf('currency')).toEqual(expect.arrayContaining(['currency', 'precision', 'minNumber']));
    expect(keysOf('formula')).toEqual(expect.arrayContaining(['formulaBody', 'formulaOutputName']));
    expect(keysOf('displayText')).toEqual(expect.arrayContaining(['displayContent', 'allowHtml']));
    expect(keysOf('lookup')).toEqual(expect.arrayContaining(['filters', 'customMap', 'nopaging']));
    expect(keysOf('singleOn')).toEqual(expect.arrayContaining(['singleOnLabel', 'singleOffLabel']));
    expect(keysOf('checkbox')).not.toContain('items');
  });

  it('carries over only the options the new type knows, and a default only within the same storage', () => {
    const options = { required: true, items: [{ value: 'a', name: 'A' }], default: 'a', placeholder: 'Pick' };
    expect(carryOptions('singleSelect', 'radioSelect', options)).toEqual(options);
    expect(carryOptions('singleSelect', 'singleLine', options)).toEqual({
      required: true,
      default: 'a',
      placeholder: 'Pick',
    });
    expect(carryOptions('singleSelect', 'numberField', options)).toEqual({
      required: true,
      placeholder: 'Pick',
    });
    expect(carryOptions('singleLine', 'multiLine', { limits: { min: 2, max: 20 } })).toEqual({});
    expect(carryOptions('singleLine', 'singleLine', { limits: { min: 2, max: 20 } })).toEqual({
      limits: { min: 2, max: 20 },
    });
  });
});

describe('option issues', () => {
  it('accepts empty options and good values', () => {
    for (const type of FIELD_TYPES) expect(optionIssues(type, {}), type).toEqual([]);
    expect(
      optionIssues('currency', { currency: 'AED', precision: 3, minNumber: 0, maxNumber: '10' }),
    ).toEqual([]);
  });

  it('holds precision to the type’s range and whole numbers', () => {
    expect(optionIssues('currency', { precision: 4 })).toEqual([
      { path: 'precision', code: 'aboveMax', detail: 3 },
    ]);
    expect(optionIssues('decimalField', { precision: 1.5 })).toEqual([
      { path: 'precision', code: 'notWhole' },
    ]);
    expect(optionIssues('decimalField', { precision: 'two' })).toEqual([
      { path: 'precision', code: 'notNumber' },
    ]);
  });

  it('refuses a minimum above the maximum', () => {
    expect(optionIssues('numberField', { minNumber: 10, maxNumber: 5 })).toEqual([
      { path: 'maxNumber', code: 'minAboveMax' },
    ]);
    expect(optionIssues('singleLine', { limits: { min: 30, max: 20 } })).toEqual([
      { path: 'limits.max', code: 'minAboveMax' },
    ]);
  });

  it('keeps length limits within the type’s own (spec 001 §9)', () => {
    expect(optionIssues('singleLine', { limits: { min: 1, max: 300 } })).toEqual([
      { path: 'limits.min', code: 'belowMin', detail: 2 },
      { path: 'limits.max', code: 'aboveMax', detail: 255 },
    ]);
    expect(optionIssues('multiSelect', { limits: { min: 0, max: 500 } })).toEqual([]);
  });

  it('wants every select item to have a value, once', () => {
    const items = [
      { value: 'a', name: 'A' },
      { value: ' ', name: 'Blank' },
      { value: 'a', name: 'Again' },
    ];
    expect(optionIssues('singleSelect', { items })).toEqual([
      { path: 'items.1', code: 'emptyValue' },
      { path: 'items.2', code: 'duplicateValue', detail: 'a' },
    ]);
    expect(optionIssues('statusBreadcrumb', { statuses: [{ id: 1, label: 'New' }, { id: 1 }] })).toEqual([
      { path: 'statuses.1', code: 'duplicateValue', detail: '1' },
    ]);
  });

  it('checks currency codes, choices and lookup filters', () => {
    expect(optionIssues('currency', { currency: 'dollars' })).toEqual([
      { path: 'currency', code: 'notCurrencyCode' },
    ]);
    // Three capitals are not enough: the code must be one ISO 4217 lists.
    expect(optionIssues('currency', { currency: 'ZZZ' })).toEqual([
      { path: 'currency', code: 'notCurrencyCode' },
    ]);
    expect(optionIssues('currency', { currency: 'KWD' })).toEqual([]);
    expect(optionIssues('relatedObject', { listMode: 'table' })).toEqual([
      { path: 'listMode', code: 'notAChoice' },
    ]);
    expect(
      optionIssues('lookup', { filters: [{ attribute: 'city', static: 'Dubai' }, { static: 'x' }] }),
    ).toEqual([{ path: 'filters.1', code: 'emptyValue' }]);
  });

  it('words issues as API field errors under options.', () => {
    expect(optionIssueErrors(optionIssues('currency', { precision: 5, items: [] }))).toEqual({
      'options.precision': ['The option precision must be at most 3.'],
    });
    expect(
      optionIssueErrors(optionIssues('singleSelect', { items: [{ value: 'a' }, { value: 'a' }] })),
    ).toEqual({
      'options.items.1': ['The option items.1 uses the value a twice.'],
    });
  });
});
