import { type Attribute, isStored, type ObjectDefinition } from '@atrium/core';

/** Types the quick-create form leaves out: they need a saved record or a form of their own. */
const LEFT_OUT = new Set<string>([
  'lookup',
  'polymorphParent',
  'sequence',
  'multipleFileUpload',
  'multipleFileUploads',
  'mapField',
]);

/** What the quick-create form asks for: the label attribute and the required attributes, in order. */
export function createFields(definition: ObjectDefinition): Attribute[] {
  return definition.attributes.filter(
    (attribute) =>
      isStored(attribute.type) &&
      !LEFT_OUT.has(attribute.type) &&
      (attribute.name === definition.label_attribute || attribute.options.required === true),
  );
}
