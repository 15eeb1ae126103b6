import type { FieldType } from '../../metadata/field-types';
import type { FormNode } from '../../metadata/form-schema';
import type { ObjectDefinition } from '../../metadata/object-definition';
import type { RuleEffects } from '../../rules/rule-types';

export interface AttributeSketch {
  name: string;
  type: FieldType;
  label?: string;
  options?: Record<string, unknown>;
}

export function definitionOf(attributes: readonly AttributeSketch[]): ObjectDefinition {
  return {
    id: 1,
    name: 'deal',
    display_name: 'Deal',
    module: 'crm',
    label_attribute: null,
    label_expression: null,
    api_endpoint: 'records/deal',
    has_versioning: false,
    has_ordering: false,
    attributes: attributes.map((attribute, index) => ({
      id: index + 1,
      name: attribute.name,
      type: attribute.type,
      label: attribute.label ?? attribute.name,
      options: attribute.options ?? {},
    })),
    relationships: {},
    version: 1,
  };
}

export function effectsOf(partial: Partial<RuleEffects>): RuleEffects {
  return {
    visibility: {},
    hiddenLayouts: [],
    required: [],
    readOnly: [],
    values: {},
    options: {},
    warnings: [],
    ...partial,
  };
}

export const field = (attributeName: string, type: string, options?: Record<string, unknown>): FormNode => ({
  id: `field_${attributeName}`,
  type,
  attributeName,
  ...(options ? { options } : {}),
});

export const layout = (
  id: string,
  type: string,
  children: FormNode[],
  options?: Record<string, unknown>,
): FormNode => ({ id, type, children, ...(options ? { options } : {}) });
