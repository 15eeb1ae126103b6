import { defaultFormBody, type FormDefinition, type FormNode } from './form-schema';

/**
 * What a stored form's `options` say about its layout (issue 14.4):
 *
 * - `generated: true`: Atrium made the form with its object and no administrator has laid it out; its
 *   stored body is only what the object had then. Record screens show the default layout of the
 *   object's attributes now; the designer opens the stored body and offers the rest as unused.
 * - `placedUpTo`: the highest attribute id of the object when the layout was last published. An
 *   attribute made later (a new field, a relation's lookup) that the layout does not place is shown on
 *   record screens in a section after the layout until an administrator lays the form out again.
 *   Attributes up to it that the layout leaves out were left out on purpose and stay out.
 */
export const FORM_GENERATED = 'generated';
export const FORM_PLACED_UP_TO = 'placedUpTo';

/** The id of the section holding attributes added after the layout was published. */
export const OTHER_FIELDS_SECTION = 'section_other_fields';

export interface LayoutField {
  id: number;
  name: string;
  type: string;
}

/** The options of a form whose layout accounts for every attribute up to `highestAttributeId`. */
export function laidOutOptions(options: Record<string, unknown>, highestAttributeId: number) {
  const { [FORM_GENERATED]: _generated, ...rest } = options;
  return { ...rest, [FORM_PLACED_UP_TO]: highestAttributeId };
}

/** The attribute names a body places, anywhere in it. */
export function placedAttributes(body: FormNode): Set<string> {
  const names = new Set<string>();
  const walk = (node: FormNode) => {
    if (node.attributeName) names.add(node.attributeName);
    for (const child of node.children ?? []) walk(child);
  };
  walk(body);
  return names;
}

const fieldNode = (field: LayoutField): FormNode => ({
  id: `field_${field.name}`,
  type: field.type,
  attributeName: field.name,
  attributeId: field.id,
});

/**
 * The body record screens show for `form` (undefined: the object has no published form) given the
 * object's stored attributes in order: the default layout when there is no form or it was never laid
 * out; else the stored body, followed by a section titled `otherFieldsTitle` holding the attributes
 * made after it was published that it does not place.
 */
export function servedFormBody(
  form: Pick<FormDefinition, 'body' | 'options'> | undefined,
  fields: readonly LayoutField[],
  otherFieldsTitle: string,
): FormNode {
  if (!form || form.options[FORM_GENERATED] === true) return defaultFormBody([...fields]);
  const placedUpTo = form.options[FORM_PLACED_UP_TO];
  if (typeof placedUpTo !== 'number') return form.body;
  const placed = placedAttributes(form.body);
  const added = fields.filter((field) => field.id > placedUpTo && !placed.has(field.name));
  if (added.length === 0) return form.body;
  const section: FormNode = {
    id: OTHER_FIELDS_SECTION,
    type: 'containerWithTitle',
    title: otherFieldsTitle,
    children: added.map(fieldNode),
  };
  // A grid takes rows and a row columns (spec 001 §5.2): the section goes in a row of its own.
  const appended: FormNode =
    form.body.type === 'grid'
      ? {
          id: `row_${OTHER_FIELDS_SECTION}`,
          type: 'row',
          children: [{ id: `col_${OTHER_FIELDS_SECTION}`, type: 'col', children: [section] }],
        }
      : section;
  return { ...form.body, children: [...(form.body.children ?? []), appended] };
}
