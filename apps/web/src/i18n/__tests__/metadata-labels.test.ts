import { type Attribute, choiceItems } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { attributeLabel, objectName } from '../metadata-labels';

const definition = {
  display_name: 'Quote',
  translations: { ar: { display_name: 'عرض سعر', plural_name: 'عروض الأسعار' }, hi: { display_name: ' ' } },
};

const attribute: Attribute = {
  id: 1,
  name: 'industry',
  label: 'Industry',
  type: 'singleSelect',
  options: {
    translations: { ur: { label: 'صنعت' } },
    items: [
      { value: 'retail', name: 'Retail', translations: { ar: { name: 'تجزئة' } } },
      { value: 'energy', name: 'Energy' },
    ],
  },
};

describe('metadata labels', () => {
  it("names an object by its singular name in the person's language, else in English", () => {
    expect(objectName(definition, 'ar')).toBe('عرض سعر');
    expect(objectName(definition, 'ar-AE')).toBe('عرض سعر');
    expect(objectName(definition, 'hi')).toBe('Quote');
    expect(objectName(definition, 'en')).toBe('Quote');
    expect(objectName({ display_name: 'Thing', translations: undefined }, 'ar')).toBe('Thing');
  });

  it('translates field and option labels with English as the fallback', () => {
    expect(attributeLabel(attribute, 'ur')).toBe('صنعت');
    expect(attributeLabel(attribute, 'ar')).toBe('Industry');
    expect(choiceItems(attribute, 'ar').map((item) => item.label)).toEqual(['تجزئة', 'Energy']);
    expect(choiceItems(attribute, 'en').map((item) => item.label)).toEqual(['Retail', 'Energy']);
  });
});
