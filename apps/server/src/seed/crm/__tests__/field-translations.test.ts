import { choiceItems } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { CRM_OBJECTS, CRM_RELATIONSHIPS } from '../definitions';
import { withCrmTranslations } from '../field-translations';

/** Every label the CRM seed makes: its attributes' and the lookups its relations add. */
function seededFields() {
  const display = new Map(CRM_OBJECTS.map((object) => [object.name, object.display_name]));
  return [
    ...CRM_OBJECTS.flatMap((object) =>
      (object.attributes ?? []).map((attribute) => ({
        where: `${object.name}.${attribute.name}`,
        label: attribute.label,
        type: attribute.type,
        options: (attribute.options ?? {}) as Record<string, unknown>,
      })),
    ),
    ...CRM_RELATIONSHIPS.map((relation) => ({
      where: `${relation.child_object}.${relation.foreign_key}`,
      label:
        relation.field_label ??
        (relation.type === 'OneToMany' ? (display.get(relation.parent_object) ?? '') : 'Parent'),
      type: 'lookup',
      options: {},
    })),
  ];
}

describe('the CRM demo in Arabic, Hindi and Urdu (issue 14.6)', () => {
  it('has every seeded field label and option label in each language', () => {
    for (const field of seededFields()) {
      const translated: Record<string, unknown> =
        withCrmTranslations(field.label, field.options) ?? field.options;
      const attribute = { id: 1, name: 'x', label: field.label, type: field.type, options: translated };
      for (const locale of ['ar', 'hi', 'ur']) {
        const label = (translated.translations as Record<string, { label?: string }> | undefined)?.[locale]
          ?.label;
        expect(label, `${field.where} '${field.label}' in ${locale}`).toMatch(/\S/);
        expect(label).not.toBe(field.label);
        for (const [at, item] of choiceItems(attribute as never, locale).entries()) {
          const english = choiceItems(attribute as never)[at]?.label;
          // Tags, countries and currency codes read the same in every language.
          if (!english || /^[a-z ]+$|^[A-Z]{2,3}$/.test(english)) continue;
          expect(item.label, `${field.where} option '${english}' in ${locale}`).not.toBe(english);
        }
      }
    }
  });

  it('keeps the translations an administrator set, and adds only what is missing', () => {
    const own = { translations: { ar: { label: 'اسمي' } } };
    expect(withCrmTranslations('Name', own)).toBeUndefined();
    const items = [
      { value: 'Hot', name: 'Hot', translations: { ar: { name: 'حار جدًا' } } },
      { value: 'Cold', name: 'Cold' },
    ];
    const next = withCrmTranslations('Rating', { translations: {}, items });
    expect(next?.translations).toEqual({});
    expect(next?.items).toEqual([
      items[0],
      {
        value: 'Cold',
        name: 'Cold',
        translations: { ar: { name: 'بارد' }, hi: { name: 'ठंडा' }, ur: { name: 'ٹھنڈا' } },
      },
    ]);
  });
});
