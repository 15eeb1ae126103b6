import { describe, expect, it } from 'vitest';
import type { FieldType } from '../../metadata/field-types';
import { buildRecordValidator } from '../record-validator';
import { definitionOf } from './fixtures';

type Expected = { value: unknown } | { error: string };

/** Validates one value of a one-field object labelled 'Field'. */
function run(type: FieldType, options: Record<string, unknown>, value: unknown): Expected {
  const validator = buildRecordValidator({
    definition: definitionOf([{ name: 'f', type, label: 'Field', options }]),
    form: undefined,
  });
  const { errors, coerced } = validator.validate({ values: { f: value }, isNew: true });
  const messages = errors.f;
  return messages ? { error: messages.join(' | ') } : { value: coerced.f };
}

const AB = {
  items: [
    { value: 'a', name: 'A' },
    { value: 'b', name: 'B' },
  ],
};
const STATUSES = {
  statuses: [
    { id: 'qualified', label: 'Qualified' },
    { id: 'lost', label: 'Lost' },
  ],
};

const cases: [FieldType, Record<string, unknown>, unknown, Expected][] = [
  // text and its limits (spec 001 §9)
  ['singleLine', {}, 'Acme', { value: 'Acme' }],
  ['singleLine', {}, 42, { value: '42' }],
  ['singleLine', {}, 'A', { value: 'A' }],
  ['singleLine', {}, 'x'.repeat(255), { value: 'x'.repeat(255) }],
  ['singleLine', {}, 'x'.repeat(256), { error: 'Field must be at most 255 characters.' }],
  ['singleLine', {}, '😀'.repeat(255), { value: '😀'.repeat(255) }],
  // Code points, not UTF-16 units: 256 emoji are 256 characters.
  ['singleLine', {}, '😀'.repeat(256), { error: 'Field must be at most 255 characters.' }],
  ['singleLine', { limits: { min: 3 } }, '😀😀', { error: 'Field must be at least 3 characters.' }],
  ['singleLine', {}, 'a\u0000b', { error: 'Field must not contain NUL or broken characters.' }],
  ['singleLine', {}, 'a\uD800b', { error: 'Field must not contain NUL or broken characters.' }],
  ['singleLine', {}, { a: 1 }, { error: 'Field must be text.' }],
  ['singleLine', { limits: { min: 3, max: 5 } }, 'ab', { error: 'Field must be at least 3 characters.' }],
  ['singleLine', { limits: { min: 3, max: 5 } }, 'abcdef', { error: 'Field must be at most 5 characters.' }],
  ['singleLine', { limits: { min: '3', max: '5' } }, 'abcd', { value: 'abcd' }],
  ['singleLine', { limits: { max: 300 } }, 'x'.repeat(300), { value: 'x'.repeat(300) }],
  ['multiLine', {}, 'x'.repeat(2000), { value: 'x'.repeat(2000) }],
  ['multiLine', {}, 'x'.repeat(2001), { error: 'Field must be at most 2000 characters.' }],
  ['longText', {}, 'x'.repeat(32000), { value: 'x'.repeat(32000) }],
  ['longText', {}, 'x'.repeat(32001), { error: 'Field must be at most 32000 characters.' }],
  ['longText', { isJson: true }, '{"a":1}', { value: '{"a":1}' }],
  ['longText', { isJson: true }, '{a:1}', { error: 'Not valid JSON' }],
  ['longText', { isJson: '1' }, 'nope', { error: 'Not valid JSON' }],
  ['sequence', {}, 'INV00042', { value: 'INV00042' }],
  ['sequence', {}, 'x'.repeat(65), { error: 'Field must be at most 64 characters.' }],
  ['color', {}, '#20a8d8', { value: '#20a8d8' }],
  ['color', {}, 'x'.repeat(33), { error: 'Field must be at most 32 characters.' }],
  // contact
  ['email', {}, ' ann@example.com ', { value: 'ann@example.com' }],
  ['email', {}, 'ann@example', { error: 'Field must be an e-mail address.' }],
  // The server's old pattern let these through: an empty or dotted domain label is no address.
  ['email', {}, 'ann@.example.com', { error: 'Field must be an e-mail address.' }],
  ['email', {}, 'ann@example..com', { error: 'Field must be an e-mail address.' }],
  ['email', {}, 'ann example@x.io', { error: 'Field must be an e-mail address.' }],
  ['email', {}, `${'a'.repeat(96)}@x.io`, { error: 'Field must be at most 100 characters.' }],
  ['phone', {}, '+971501234567', { value: '+971501234567' }],
  ['phone', {}, '+971 50 123-4567', { value: '+971 50 123-4567' }],
  ['phone', {}, '123456789012345', { value: '123456789012345' }],
  ['phone', {}, '1234567890123456', { error: 'Field must be at most 15 digits.' }],
  ['phone', {}, 'call me', { error: 'Field must be a phone number.' }],
  ['urlField', {}, 'https://example.com/a?b=1', { value: 'https://example.com/a?b=1' }],
  ['urlField', {}, 'example.com', { value: 'example.com' }],
  ['urlField', {}, 'not a url', { error: 'Field must be a web address.' }],
  // booleans as '1' and '0' (spec 001 §3.6)
  ['checkbox', {}, true, { value: '1' }],
  ['checkbox', {}, '1', { value: '1' }],
  ['checkbox', {}, 1, { value: '1' }],
  // A write says on or off plainly; 'yes' is not guessed to be on.
  ['checkbox', {}, 'yes', { error: "Field must be '1' or '0'." }],
  ['singleOn', {}, 2, { error: "Field must be '1' or '0'." }],
  ['checkbox', {}, false, { value: '0' }],
  ['checkbox', {}, '0', { value: '0' }],
  ['checkbox', {}, 0, { value: '0' }],
  ['checkbox', {}, 'false', { value: '0' }],
  ['checkbox', {}, ['1'], { error: "Field must be '1' or '0'." }],
  ['singleOn', {}, true, { value: '1' }],
  ['singleOn', {}, '0', { value: '0' }],
  // numbers (spec 001 §5.3)
  ['numberField', {}, 42, { value: 42 }],
  ['numberField', {}, ' 42 ', { value: 42 }],
  ['numberField', {}, '-7', { value: -7 }],
  ['numberField', {}, '4.5', { error: 'Field must be a whole number.' }],
  ['numberField', {}, 'abc', { error: 'Field must be a whole number.' }],
  ['numberField', {}, 2 ** 60, { error: 'Field must be a whole number.' }],
  // Plain decimal notation only: hex, exponents and a leading plus name no number a person typed.
  ['numberField', {}, '0x10', { error: 'Field must be a whole number.' }],
  ['numberField', {}, '1e1', { error: 'Field must be a whole number.' }],
  ['numberField', {}, '+1', { error: 'Field must be a whole number.' }],
  ['decimalField', {}, '.5', { error: 'Field must be a number.' }],
  ['decimalField', {}, '1e-2', { error: 'Field must be a number.' }],
  ['numberField', { minNumber: '10.9' }, 10, { value: 10 }],
  ['numberField', { minNumber: '10.9' }, 9, { error: 'Field must be at least 10.' }],
  ['numberField', { maxNumber: '20abc' }, 21, { error: 'Field must be at most 20.' }],
  ['numberField', { minNumber: 1, maxNumber: 5 }, 5, { value: 5 }],
  ['numberField', { disableNegative: true }, -1, { error: 'Field must be at least 0.' }],
  ['numberField', { disableNegative: true }, 0, { value: 0 }],
  ['numberField', { disableNegative: true, minNumber: -5 }, -3, { value: -3 }],
  ['decimalField', {}, '10.50', { value: 10.5 }],
  ['decimalField', {}, 10.555, { error: 'Field must have at most 2 decimal places.' }],
  ['decimalField', { precision: 3 }, 10.555, { value: 10.555 }],
  ['decimalField', { precision: 0 }, 10.5, { error: 'Field must have at most 0 decimal places.' }],
  ['decimalField', { precision: 1 }, 10.55, { error: 'Field must have at most 1 decimal place.' }],
  ['decimalField', {}, '1,234.50', { error: 'Field must be a number.' }],
  ['decimalField', { disableNegative: true }, -0.5, { error: 'Field must be at least 0.' }],
  ['decimalField', { minNumber: 0.5 }, 0.25, { error: 'Field must be at least 0.5.' }],
  ['currency', {}, 99.99, { value: 99.99 }],
  ['currency', { precision: 3 }, 1.234, { value: 1.234 }],
  ['currency', { precision: 5 }, 1.2345, { error: 'Field must have at most 3 decimal places.' }],
  ['currency', { precision: 0 }, 12, { value: 12 }],
  // Without a precision option, the currency's own ISO 4217 decimals.
  ['currency', { currency: 'KWD' }, 1.234, { value: 1.234 }],
  ['currency', { currency: 'JPY' }, 1.5, { error: 'Field must have at most 0 decimal places.' }],
  ['currency', { precision: 0 }, 12.5, { error: 'Field must have at most 0 decimal places.' }],
  ['percent', {}, '12.5', { value: 12.5 }],
  ['percent', {}, 12.345, { error: 'Field must have at most 2 decimal places.' }],
  ['percent', {}, Number.NaN, { error: 'Field must be a number.' }],
  // dates and times, ISO on the wire
  ['dateField', {}, '2024-02-29', { value: '2024-02-29' }],
  ['dateField', {}, '2024-02-29T00:00:00.000Z', { value: '2024-02-29' }],
  ['dateField', {}, '2023-02-29', { error: 'Field must be a date.' }],
  ['dateField', {}, '29/02/2024', { error: 'Field must be a date.' }],
  ['dateField', {}, '2024-02-29garbage', { error: 'Field must be a date.' }],
  ['dateField', {}, '2024-02-29Tnonsense', { error: 'Field must be a date.' }],
  ['dateField', {}, 20240229, { error: 'Field must be a date.' }],
  ['datetimeField', {}, '2024-03-05T10:15:00Z', { value: '2024-03-05T10:15:00.000Z' }],
  ['datetimeField', {}, '2024-03-05T14:15:00+04:00', { value: '2024-03-05T10:15:00.000Z' }],
  ['datetimeField', {}, '2024-03-05 10:15', { value: '2024-03-05T10:15:00.000Z' }],
  ['datetimeField', {}, '2024-03-05', { error: 'Field must be a date and time.' }],
  ['datetimeField', {}, '2024-02-30T10:00:00Z', { error: 'Field must be a date and time.' }],
  ['timeField', {}, '09:30', { value: '09:30:00' }],
  ['timeField', {}, '23:59:59', { value: '23:59:59' }],
  ['timeField', {}, '24:00', { error: 'Field must be a time (HH:MM).' }],
  ['timeField', {}, '9:30', { error: 'Field must be a time (HH:MM).' }],
  // choices
  // A select that lists no items accepts no value: its options are exactly what it lists.
  ['singleSelect', {}, 'anything', { error: 'Field is not one of the options.' }],
  [
    'singleSelect',
    {
      items: [
        { value: 'a', name: 'A' },
        { value: 2, name: 'B' },
      ],
    },
    'a',
    { value: 'a' },
  ],
  [
    'singleSelect',
    {
      items: [
        { value: 'a', name: 'A' },
        { value: 2, name: 'B' },
      ],
    },
    2,
    { value: '2' },
  ],
  [
    'singleSelect',
    { items: [{ value: 'a', name: 'A' }] },
    'z',
    { error: 'Field is not one of the options.' },
  ],
  ['radioSelect', { items: [{ value: 'a' }] }, 'b', { error: 'Field is not one of the options.' }],
  ['pickList', {}, ['a'], { error: 'Field must be one choice.' }],
  ['statusBreadcrumb', {}, 'open', { error: 'Field is not one of the options.' }],
  ['statusBreadcrumb', STATUSES, 'qualified', { value: 'qualified' }],
  ['statusBreadcrumb', STATUSES, 'qualified ', { error: 'Field is not one of the options.' }],
  ['statusBreadcrumb', STATUSES, ' lost', { error: 'Field is not one of the options.' }],
  ['statusBreadcrumb', STATUSES, 'Qualified', { error: 'Field is not one of the options.' }],
  ['singleSelectCountries', {}, 'AE', { value: 'AE' }],
  ['singleSelectCountries', {}, 'ZZ', { error: 'Field is not one of the options.' }],
  ['singleSelectCountries', {}, 'ae', { error: 'Field is not one of the options.' }],
  ['singleSelectCountries', {}, 'United Arab Emirates', { error: 'Field is not one of the options.' }],
  ['multiSelect', AB, ['a', 'b'], { value: ['a', 'b'] }],
  ['multiSelect', AB, '["a","b"]', { value: ['a', 'b'] }],
  ['multiSelect', AB, ['a', 'c'], { error: 'Field is not one of the options.' }],
  ['multiSelect', AB, [1], { error: 'Field must be a list of choices.' }],
  ['multiSelect', {}, ['a'], { error: 'Field is not one of the options.' }],
  ['multiSelect', {}, 'a,b', { error: 'Field must be a list of choices.' }],
  ['multiSelect', {}, [{ a: 1 }], { error: 'Field must be a list of choices.' }],
  [
    'multiSelect',
    { items: [{ value: 'a' }, { value: 'b' }] },
    ['a', 'c'],
    { error: 'Field is not one of the options.' },
  ],
  ['multiSelect', { ...AB, limits: { min: 2 } }, ['a'], { error: 'Field must have at least 2 choices.' }],
  ['multiSelect', { ...AB, limits: { max: 1 } }, ['a', 'b'], { error: 'Field must have at most 1 choice.' }],
  ['dragDropSelect', { items: [{ value: 'x' }] }, ['x'], { value: ['x'] }],
  ['tagSelect', {}, ['free', 'tags'], { value: ['free', 'tags'] }],
  ['tagSelect', { items: [{ value: 'x' }] }, ['free', 'tags'], { error: 'Field is not one of the options.' }],
  ['tagSelect', { items: [{ value: 'x' }] }, ['x'], { value: ['x'] }],
  // references and structured values
  ['lookup', {}, 12, { value: 12 }],
  ['lookup', {}, '12', { value: 12 }],
  ['lookup', {}, 0, { error: 'Field must be the id of a record.' }],
  ['lookup', {}, 'abc', { error: 'Field must be the id of a record.' }],
  ['polymorphParent', {}, { type: 'account', id: '4' }, { value: { type: 'account', id: 4 } }],
  ['polymorphParent', {}, { type: 'Account!', id: 4 }, { error: 'Field must name a parent record.' }],
  ['polymorphParent', {}, 'account:4', { error: 'Field must name a parent record.' }],
  ['mapField', {}, { lat: 25.2, lng: 55.27 }, { value: { lat: 25.2, lng: 55.27 } }],
  ['mapField', {}, '{"lat":1,"lng":2}', { value: { lat: 1, lng: 2 } }],
  ['mapField', {}, '{"lat":1}', { error: 'Field must have a longitude between -180 and 180.' }],
  ['mapField', {}, { lat: 999, lng: 0 }, { error: 'Field must have a latitude between -90 and 90.' }],
  ['mapField', {}, { lat: -90, lng: 180 }, { value: { lat: -90, lng: 180 } }],
  ['mapField', {}, { lat: 0, lng: -180.5 }, { error: 'Field must have a longitude between -180 and 180.' }],
  ['mapField', {}, { lat: '1', lng: 2 }, { error: 'Field must have a latitude between -90 and 90.' }],
  ['mapField', {}, [1, 2], { error: 'Field must be a location.' }],
  ['mapField', {}, '{lat', { error: 'Not valid JSON' }],
  ['multipleFileUpload', {}, [{ url: '/u/1', key: 'k' }], { value: [{ url: '/u/1', key: 'k' }] }],
  ['multipleFileUploads', {}, 7, { error: 'Not valid JSON' }],
];

describe('field checks', () => {
  it.each(cases)('%s %j: %j → %j', (type, options, value, expected) => {
    expect(run(type, options, value)).toEqual(expected);
  });

  it.each<FieldType>(['singleLine', 'numberField', 'checkbox', 'multiSelect', 'dateField', 'lookup'])(
    '%s: an empty value is stored as null',
    (type) => {
      for (const empty of [null, '', '   ', []]) {
        if (type !== 'multiSelect' && Array.isArray(empty)) continue;
        expect(run(type, {}, empty)).toEqual({ value: null });
      }
    },
  );

  it.each<FieldType>(['formula', 'displayText', 'relatedObject', 'versions', 'permissionEditor'])(
    '%s holds no value and is not checked without a form',
    (type) => {
      const validator = buildRecordValidator({
        definition: definitionOf([{ name: 'f', type }]),
        form: undefined,
      });
      expect(validator.fields).toEqual([]);
    },
  );
});
