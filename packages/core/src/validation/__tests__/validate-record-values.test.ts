import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../field-types/countries';
import { FIELD_TYPES, type FieldType, fieldChoices } from '../../metadata/field-types';
import { validateRecordValues } from '../validate-record-values';
import { definitionOf, field, layout } from './fixtures';

const STAGES = {
  statuses: [
    { id: 'new', label: 'New' },
    { id: 'qualified', label: 'Qualified' },
    { id: 'lost', label: 'Lost' },
  ],
};
const ITEMS = { items: [{ value: 'web', name: 'Web' }, { value: 'mail', name: 'Mail' }, 'phone'] };

/** Each choice-like type with options it keeps where its type keeps them, and one value it accepts. */
const CHOICE_FIELDS: [FieldType, Record<string, unknown>, unknown][] = [
  ['singleSelect', ITEMS, 'web'],
  ['radioSelect', ITEMS, 'mail'],
  ['pickList', ITEMS, 'phone'],
  ['statusBreadcrumb', STAGES, 'qualified'],
  ['singleSelectCountries', {}, 'AE'],
  ['multiSelect', ITEMS, ['web', 'phone']],
  ['dragDropSelect', ITEMS, ['mail']],
  ['tagSelect', ITEMS, ['web']],
];

function write(type: FieldType, options: Record<string, unknown>, value: unknown) {
  return validateRecordValues({
    definition: definitionOf([{ name: 'f', type, label: 'Field', options }]),
    values: { f: value },
    mode: 'update',
  });
}

describe('fieldChoices: where each type keeps its options', () => {
  it('reads items, statuses and the country list through one accessor', () => {
    expect(fieldChoices('singleSelect', ITEMS)).toEqual([
      { value: 'web', label: 'Web' },
      { value: 'mail', label: 'Mail' },
      { value: 'phone', label: 'phone' },
    ]);
    expect(fieldChoices('statusBreadcrumb', STAGES)?.map((choice) => choice.value)).toEqual([
      'new',
      'qualified',
      'lost',
    ]);
    expect(fieldChoices('singleSelectCountries', {})?.length).toBe(COUNTRY_CODES.length);
    expect(fieldChoices('singleLine', ITEMS)).toBeUndefined();
    expect(fieldChoices('notAType', ITEMS)).toBeUndefined();
  });

  it('answers for every choice-like type of the registry, and for no other', () => {
    const withChoices = FIELD_TYPES.filter(
      (type) => fieldChoices(type, { ...ITEMS, ...STAGES }) !== undefined,
    );
    expect(withChoices.sort()).toEqual(CHOICE_FIELDS.map(([type]) => type).sort());
  });
});

describe('choice-like fields accept exactly their options', () => {
  it.each(CHOICE_FIELDS)('%s accepts an option', (type, options, value) => {
    expect(write(type, options, value)).toEqual({ values: { f: value }, errors: {} });
  });

  it.each(CHOICE_FIELDS)('%s refuses any value not among its options', (type, options, accepted) => {
    const allowed = new Set(fieldChoices(type, options)?.map((choice) => choice.value));
    const outside = fc.string().filter((text) => !allowed.has(text) && text.trim() !== '');
    fc.assert(
      fc.property(outside, (value) => {
        const sent = Array.isArray(accepted) ? [...accepted, value] : value;
        const { values, errors } = write(type, options, sent);
        expect(errors).toEqual({ f: ['Field is not one of the options.'] });
        expect(values).toEqual({});
      }),
    );
  });

  it('refuses a status that differs from an option only by spaces or case', () => {
    for (const value of ['qualified ', ' lost', 'Lost', 'QUALIFIED']) {
      expect(write('statusBreadcrumb', STAGES, value).errors).toEqual({
        f: ['Field is not one of the options.'],
      });
    }
  });
});

describe('map coordinates', () => {
  it('keeps latitude within −90..90 and longitude within −180..180', () => {
    const inRange = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(inRange, (point) => {
        expect(write('mapField', {}, point).errors).toEqual({});
      }),
    );
    const outside = fc.oneof(
      fc.record({ lat: fc.double({ min: 90, noNaN: true }).filter((n) => n > 90), lng: fc.constant(0) }),
      fc.record({ lat: fc.constant(0), lng: fc.double({ max: -180, noNaN: true }).filter((n) => n < -180) }),
    );
    fc.assert(
      fc.property(outside, (point) => {
        expect(Object.keys(write('mapField', {}, point).errors)).toEqual(['f']);
      }),
    );
  });
});

describe('validateRecordValues', () => {
  const definition = definitionOf([
    { name: 'name', type: 'singleLine', label: 'Name', options: { required: true } },
    { name: 'stage', type: 'statusBreadcrumb', label: 'Stage', options: { ...STAGES, required: true } },
    { name: 'won', type: 'checkbox', label: 'Won' },
    {
      name: 'amount',
      type: 'currency',
      label: 'Amount',
      options: { currency: 'AED', disableNegative: true },
    },
    { name: 'note', type: 'multiLine', label: 'Note' },
  ]);
  const form = layout('root', 'grid', [
    field('name', 'singleLine'),
    field('stage', 'statusBreadcrumb'),
    field('won', 'checkbox'),
    field('amount', 'currency'),
  ]);

  it('normalises what a create sends and asks for every required field', () => {
    expect(
      validateRecordValues({
        definition,
        form,
        mode: 'create',
        values: { name: 'Acme', won: true, amount: '10.50' },
      }),
    ).toEqual({
      values: { name: 'Acme', won: '1', amount: 10.5 },
      errors: { stage: ['Stage is required.'] },
    });
  });

  it('judges only what an update sends', () => {
    expect(
      validateRecordValues({
        definition,
        form,
        mode: 'update',
        previous: { name: 'Acme', stage: 'new' },
        values: { amount: -1 },
      }),
    ).toEqual({ values: {}, errors: { amount: ['Amount must be at least 0.'] } });
    expect(
      validateRecordValues({
        definition,
        form,
        mode: 'update',
        previous: { name: 'Acme' },
        values: { name: '' },
      }).errors,
    ).toEqual({ name: ['Name is required.'] });
  });

  it('checks an attribute the form does not show, and refuses a name that is no attribute', () => {
    expect(
      validateRecordValues({
        definition,
        form,
        mode: 'update',
        values: { note: 'x'.repeat(2001), owner_id: 3, ['__proto__']: 1 },
      }).errors,
    ).toEqual({
      note: ['Note must be at most 2000 characters.'],
      owner_id: ["'owner_id' is not an attribute of Deal."],
      ['__proto__']: ["'__proto__' is not an attribute of Deal."],
    });
  });

  it('without a form, every stored attribute counts', () => {
    expect(validateRecordValues({ definition, mode: 'create', values: {} }).errors).toEqual({
      name: ['Name is required.'],
      stage: ['Stage is required.'],
    });
  });
});
