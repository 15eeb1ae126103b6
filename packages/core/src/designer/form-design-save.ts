import { z } from '../api/zod';
import { FIELD_TYPES } from '../metadata/field-types';
import { FORM_STATUSES, type FormNode, type FormStatus, formNodeSchema } from '../metadata/form-schema';
import { attributeNameSchema, attributeOptionsSchema } from '../metadata/object-definition';
import { type Rule, ruleSetSchema } from '../rules/rule-types';
import { walkNodes } from './form-tree';
import { cleanFormOptions } from './node-edits';
import { cleanOptions } from './node-options';

/** An attribute created in the designer; the form refers to it by `tempId` until the save creates it. */
export const newAttributeSchema = z.object({
  tempId: z.string().regex(/^new_\d+$/, 'A new attribute id looks like new_1.'),
  name: attributeNameSchema,
  label: z.string().trim().min(1, 'The label is required.').max(120),
  type: z.enum(FIELD_TYPES, { error: 'The field type is not one Atrium knows.' }),
  options: attributeOptionsSchema.default({}),
});
export type NewAttribute = z.infer<typeof newAttributeSchema>;

/**
 * The designer's save call (the spec leaves it open). The server applies it in one transaction:
 * creates the new attributes and their columns, replaces `new_…` references in `body` with the real
 * names (in `body` and `rules`), drops `removedAttributes` (refused with the reason when a column
 * still holds data), and stores body and rules as the form's draft (`DRAFT`: staff keep the published
 * form) or publishes them (`ACTIVE`). When `baseVersion` is not the form's current version it answers
 * 409 and changes nothing, so a second administrator never overwrites the first.
 */
export const formDesignSaveSchema = z
  .object({
    formId: z.number().int().positive(),
    baseVersion: z.number().int().min(0),
    status: z.enum(FORM_STATUSES),
    body: formNodeSchema,
    rules: ruleSetSchema.default([]),
    newAttributes: z.array(newAttributeSchema).max(500).default([]),
    removedAttributes: z.array(attributeNameSchema).max(500).default([]),
  })
  .refine((save) => unique(save.newAttributes.map((attribute) => attribute.tempId)), {
    error: 'Two new attributes share a temporary id.',
    path: ['newAttributes'],
  })
  .refine((save) => unique(save.newAttributes.map((attribute) => attribute.name)), {
    error: 'Two new attributes share a name.',
    path: ['newAttributes'],
  });
export type FormDesignSave = z.infer<typeof formDesignSaveSchema>;

export interface FormDesignDraft {
  formId: number;
  baseVersion: number;
  status: FormStatus;
  body: FormNode;
  rules?: readonly Rule[];
  /** Every attribute created in this session; those no longer on the form are left out of the save. */
  newAttributes: readonly NewAttribute[];
  removedAttributes?: readonly string[];
}

/** The payload for a save: options cleaned (spec 001 §5.2), only new attributes the form still shows. */
export function formDesignSave(draft: FormDesignDraft): FormDesignSave {
  const body = cleanFormOptions(draft.body);
  const onForm = new Set<string>();
  walkNodes(body, (node) => {
    if (node.attributeName !== undefined) onForm.add(node.attributeName);
  });
  return {
    formId: draft.formId,
    baseVersion: draft.baseVersion,
    status: draft.status,
    body,
    rules: [...(draft.rules ?? [])],
    newAttributes: draft.newAttributes
      .filter((attribute) => onForm.has(attribute.tempId))
      .map((attribute) => ({ ...attribute, options: cleanOptions(attribute.options) })),
    removedAttributes: [...(draft.removedAttributes ?? [])],
  };
}

function unique(values: readonly string[]): boolean {
  return new Set(values).size === values.length;
}
