import { type Attribute, isStored, needsFullForm, type ObjectDefinition } from '@atrium/core';

/** What the quick-create form asks for: the label attribute and the required attributes, in order. */
export function createFields(definition: ObjectDefinition): Attribute[] {
  return definition.attributes.filter(
    (attribute) =>
      isStored(attribute.type) &&
      !needsFullForm(attribute.type) &&
      (attribute.name === definition.label_attribute || attribute.options.required === true),
  );
}
