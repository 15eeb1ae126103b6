import { type CompiledExpression, tryCompileExpression } from '../expressions/compile-expression';
import { FIELD_TYPE_SPECS, type FieldType, isFieldType } from '../metadata/field-types';
import { type FormNode, LAYOUT_TYPES } from '../metadata/form-schema';
import type { Attribute, ObjectDefinition } from '../metadata/object-definition';
import { FIELD_CHECKS } from './field-checks';
import { type FieldOptions, flag, limitsOption } from './field-options';
import type { ValueCheck } from './value-check';

/** What can hide a layout node (spec 001 §2.4), with its condition compiled once. */
export interface LayoutGate {
  id: string;
  hideOnCreate: boolean;
  hideOnDetail: boolean;
  /** A condition that failed to compile hides nothing, as in the renderer. */
  condition: CompiledExpression | undefined;
}

/** A related list's `validation` option, checked against the count of its rows. */
export interface RelatedRules {
  required: boolean;
  minItems: number | undefined;
  maxItems: number | undefined;
}

export interface ValidatedField {
  name: string;
  label: string;
  type: FieldType;
  /** Null for a related list, whose value is its count of rows. */
  check: ValueCheck | null;
  required: boolean;
  /** singleOn with singleOnRequired: must be on. */
  mustBeOn: boolean;
  hideField: boolean;
  /** Layout nodes from the root down to the field's own node, as indexes into `gates`. */
  gates: readonly number[];
  related: RelatedRules | undefined;
}

export interface ValidatedFields {
  fields: readonly ValidatedField[];
  gates: readonly LayoutGate[];
}

const LAYOUTS: ReadonlySet<string> = new Set(LAYOUT_TYPES);

/** The designer keeps options in `options`, older schemas in `properties`. */
function nodeOptions(node: FormNode): FieldOptions {
  return { ...node.properties, ...node.options };
}

function gateOf(node: FormNode, options: FieldOptions): LayoutGate {
  const source = options.hideOnCondition;
  const compiled =
    typeof source === 'string' && source.trim() !== '' ? tryCompileExpression(source) : undefined;
  return {
    id: node.id,
    hideOnCreate: flag(options, 'hideOnCreate'),
    hideOnDetail: flag(options, 'hideOnDetail'),
    condition: compiled?.ok ? compiled.expression : undefined,
  };
}

function relatedRules(options: FieldOptions): RelatedRules {
  const { min, max } = limitsOption(options, 'validation', ['minItems', 'maxItems']);
  const validation = options.validation;
  const required =
    typeof validation === 'object' && validation !== null && flag(validation as FieldOptions, 'required');
  return { required, minItems: min, maxItems: max };
}

function fieldOf(
  name: string,
  type: FieldType,
  options: FieldOptions,
  label: string,
  gates: readonly number[],
): ValidatedField | undefined {
  if (type === 'relatedObject') {
    return {
      name,
      label,
      type,
      check: null,
      required: false,
      mustBeOn: false,
      hideField: flag(options, 'hideField'),
      gates,
      related: relatedRules(options),
    };
  }
  const factory = FIELD_CHECKS[type];
  if (!factory) return undefined;
  return {
    name,
    label,
    type,
    check: factory(options),
    required: flag(options, 'required'),
    mustBeOn: type === 'singleOn' && flag(options, 'singleOnRequired'),
    hideField: flag(options, 'hideField'),
    gates,
    related: undefined,
  };
}

function textOf(...candidates: unknown[]): string | undefined {
  return candidates.find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate !== '',
  );
}

/** Walks the form once: its value fields in order, each with the layout nodes that can hide it. */
export function formFieldsOf(definition: ObjectDefinition, form: FormNode | undefined): ValidatedFields {
  const attributes = new Map<string, Attribute>(
    definition.attributes.map((attribute) => [attribute.name, attribute]),
  );
  const fields: ValidatedField[] = [];
  const gates: LayoutGate[] = [];
  const seen = new Set<string>();

  if (!form) {
    for (const attribute of definition.attributes) {
      const field = fieldOf(attribute.name, attribute.type, attribute.options, attribute.label, []);
      if (field && FIELD_TYPE_SPECS[attribute.type].storage !== 'none') fields.push(field);
    }
    return { fields, gates };
  }

  const visit = (node: FormNode, path: readonly number[]) => {
    const options = nodeOptions(node);
    gates.push(gateOf(node, options));
    const here = [...path, gates.length - 1];
    const name = node.attributeName;
    if (!LAYOUTS.has(node.type) && name && !seen.has(name)) {
      const attribute = attributes.get(name);
      const type = attribute?.type ?? (isFieldType(node.type) ? node.type : undefined);
      if (type) {
        const merged = { ...attribute?.options, ...options };
        const label =
          textOf(node.label, attribute?.label, node.title, options.title, options.listTitle) ?? name;
        const field = fieldOf(name, type, merged, label, here);
        if (field) {
          // Required on the attribute or on the form's node: either one makes it required.
          field.required ||= flag(attribute?.options ?? {}, 'required') || flag(options, 'required');
          seen.add(name);
          fields.push(field);
        }
      }
    }
    for (const child of node.children ?? []) visit(child, here);
  };
  visit(form, []);
  return { fields, gates };
}
