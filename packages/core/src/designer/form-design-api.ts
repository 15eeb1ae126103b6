import { z } from '../api/zod';
import { formNodeSchema, formSchema } from '../metadata/form-schema';
import { objectDefinitionSchema } from '../metadata/object-definition';
import { ruleSchema } from '../rules/rule-types';

/** A form's unpublished layout and rules: kept beside the published form, never served to staff. */
export const formDraftSchema = z.object({
  body: formNodeSchema,
  rules: z.array(ruleSchema),
  savedAt: z.string(),
  savedBy: z.string().nullable(),
});
export type FormDraft = z.infer<typeof formDraftSchema>;

/**
 * What the designer opens (`GET administration/forms/{formId}/design`) and every design call answers:
 * the form as staff see it (`form.status` says whether it was ever published), the draft if there is
 * one, and the object's definition for the palette. `form.version` is the `baseVersion` of the next save.
 */
export const formDesignSchema = z.object({
  form: formSchema.extend({ rules: z.array(ruleSchema) }),
  draft: formDraftSchema.nullable(),
  definition: objectDefinitionSchema,
});
export type FormDesign = z.infer<typeof formDesignSchema>;

/** A new form of an object (`POST administration/objects/{object}/forms`): a DRAFT with every field. */
export const newFormSchema = z.object({
  name: z.string().trim().min(1, 'The form name is required.').max(120),
  /** `default`, `detail`, …; `mobile_{type}` for the mobile variant of a type. */
  type: z
    .string()
    .regex(
      /^(mobile_)?[a-z][a-z0-9_]{0,39}$/,
      'The form type must start with a lowercase letter and hold only lowercase letters, digits and _.',
    ),
});
export type NewForm = z.infer<typeof newFormSchema>;
