import { FIELD_TYPES, optionIssues, optionSpecsOf } from '@atrium/core';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api-error';
import { registerFeatureText } from '../../i18n/feature-text';
import { initI18n } from '../../i18n/i18n';
import { creatorText } from '../../i18n/resources/creator';
import { designerText } from '../../i18n/resources/designer';
import { attributeErrorField, optionIssueFields, optionsForSave } from '../attribute-options';
import { nameFromLabel } from '../identifier-rules';
import { matchObjects } from '../ObjectListView';
import { refusedSave, topLevelFields } from '../server-errors';

beforeAll(() => {
  initI18n('en');
  registerFeatureText('creator', creatorText);
});

describe('creator text', () => {
  it('names every field type and every option the creator offers, in every locale', () => {
    for (const locale of ['en', 'ar', 'hi', 'ur'] as const) {
      const creator = creatorText[locale];
      for (const type of FIELD_TYPES) {
        expect(designerText[locale].types[type], `${locale} ${type}`).toBeTruthy();
        for (const spec of optionSpecsOf(type)) {
          expect((creator.options as Record<string, string>)[spec.key], `${locale} ${spec.key}`).toBeTruthy();
          for (const key of spec.pairKeys ?? []) {
            expect((creator.pairs as Record<string, string>)[key], `${locale} pair ${key}`).toBeTruthy();
          }
        }
      }
    }
  });
});

describe('creator helpers', () => {
  it('suggests identifiers from labels', () => {
    expect(nameFromLabel('Credit limit (AED)')).toBe('credit_limit_aed');
    expect(nameFromLabel('2nd Address')).toBe('nd_address');
    expect(nameFromLabel('Café')).toBe('cafe');
    expect(nameFromLabel('x'.repeat(60))).toHaveLength(40);
  });

  it('searches objects by display name, name, module key and module name', () => {
    const objects = [
      { name: 'account', display_name: 'Account', module: 'crm', attribute_count: 2 },
      { name: 'hcm_leave', display_name: 'Leave', module: 'hcm', attribute_count: 0 },
    ];
    const moduleName = (key: string) => (key === 'hcm' ? 'HR Management' : key.toUpperCase());
    expect(matchObjects(objects, '  ', moduleName)).toHaveLength(2);
    expect(matchObjects(objects, 'LEAVE', moduleName).map((o) => o.name)).toEqual(['hcm_leave']);
    expect(matchObjects(objects, 'management', moduleName).map((o) => o.name)).toEqual(['hcm_leave']);
    expect(matchObjects(objects, 'acc', moduleName).map((o) => o.name)).toEqual(['account']);
  });

  it('keeps only the type’s options, tidied, without empty values', () => {
    expect(
      optionsForSave('singleLine', {
        required: true,
        readOnly: false,
        placeholder: '',
        limits: { min: 3, max: null },
        items: [{ value: 'a' }],
        filters: [],
      }),
    ).toEqual({ required: true, limits: { min: 3 } });
    expect(
      optionsForSave('lookup', {
        filters: [
          { attribute: 'city', operator: 'equals', static: '', accessor: 'city', transparent: false },
        ],
      }),
    ).toEqual({ filters: [{ attribute: 'city', operator: 'equals', accessor: 'city' }] });
  });

  it('places option issues on their fields, naming the row of list entries', () => {
    const issues = optionIssues('singleSelect', {
      items: [{ value: 'a' }, { value: 'a' }],
    });
    expect(optionIssueFields(issues, i18next.t)).toEqual([
      { name: ['options', 'items'], errors: ['Row 2: The value a is used twice.'] },
    ]);
    expect(optionIssueFields(optionIssues('singleLine', { limits: { max: 999 } }), i18next.t)).toEqual([
      { name: ['options', 'limits', 'max'], errors: ['Must be at most 255.'] },
    ]);
  });

  it('splits a refused save into field errors and a message for the rest', () => {
    const fieldsOnly = new ApiError({
      statusCode: 422,
      message: 'The label is required.',
      path: 'x',
      body: { errors: { label: ['The label is required.'], 'options.items.0': ['Bad item.'] } },
    });
    expect(refusedSave(fieldsOnly, attributeErrorField)).toEqual({
      fields: [
        { name: ['label'], errors: ['The label is required.'] },
        { name: ['options', 'items'], errors: ['Bad item.'] },
      ],
      message: null,
    });
    const unplaced = new ApiError({
      statusCode: 400,
      message: 'The request body is missing.',
      path: 'x',
      body: { errors: { _: ['The request body is missing.'] } },
    });
    expect(refusedSave(unplaced, topLevelFields(['name']))).toEqual({
      fields: [],
      message: 'The request body is missing.',
    });
    const conflict = new ApiError({ statusCode: 409, message: "'city' holds data.", path: 'x' });
    expect(refusedSave(conflict, topLevelFields(['name'])).message).toBe("'city' holds data.");
    expect(refusedSave(new Error('offline'), topLevelFields([])).message).toBe('offline');
  });
});
