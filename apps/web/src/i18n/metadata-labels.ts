import { type Attribute, type ObjectDefinition, translated } from '@atrium/core';

/** The object's singular name: a record page is 'Edit Account', not 'Edit Accounts'. */
export function objectName(
  definition: Pick<ObjectDefinition, 'display_name' | 'translations'>,
  locale: string,
) {
  return translated(definition.translations, locale, 'display_name', definition.display_name);
}

/** A field's label: `options.translations[locale].label`, else its label. */
export function attributeLabel(attribute: Pick<Attribute, 'label' | 'options'>, locale: string): string {
  return translated(attribute.options.translations, locale, 'label', attribute.label);
}
