import { z } from '../api/zod';
import { ruleSchema } from '../rules/rule-types';

/** Layout node types of spec 001 §3.3; any other node type is a field (its pencil). */
export const LAYOUT_TYPES = [
  'grid',
  'row',
  'col',
  'container',
  'containerWithTitle',
  'rowContainer',
  'tabs',
  'tab',
] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

export interface FormNode {
  id: string;
  type: string;
  attributeName?: string;
  attributeId?: number;
  label?: string;
  title?: string;
  options?: Record<string, unknown>;
  properties?: Record<string, unknown>;
  children?: FormNode[];
}

export const formNodeSchema: z.ZodType<FormNode> = z.lazy(() =>
  z.object({
    id: z.string().min(1).max(80),
    type: z.string().min(1).max(60),
    attributeName: z.string().max(80).optional(),
    attributeId: z.number().int().optional(),
    label: z.string().max(200).optional(),
    title: z.string().max(200).optional(),
    options: z.record(z.string(), z.unknown()).optional(),
    properties: z.record(z.string(), z.unknown()).optional(),
    children: z.array(formNodeSchema).max(500).optional(),
  }),
);

export const FORM_STATUSES = ['DRAFT', 'ACTIVE'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

export const formSchema = z.object({
  id: z.number().int().positive(),
  object: z.string(),
  name: z.string(),
  /** `default`, `detail`, …; the mobile variant of a type is `mobile_{type}`. */
  type: z.string(),
  status: z.enum(FORM_STATUSES),
  body: formNodeSchema,
  options: z.record(z.string(), z.unknown()),
  version: z.number().int(),
  /** The form's rules (spec 001 §3.1); a `mobile_` form without its own has its desktop form's. */
  rules: z.array(ruleSchema).optional(),
});
export type FormDefinition = z.infer<typeof formSchema>;

/** The default layout (spec 001 §9): one grid, one row, one column holding the given fields in order. */
export function defaultFormBody(fields: { name: string; type: string; id?: number }[]): FormNode {
  return {
    id: 'grid_1',
    type: 'grid',
    children: [
      {
        id: 'row_1',
        type: 'row',
        children: [
          {
            id: 'col_1',
            type: 'col',
            children: fields.map((field) => ({
              id: `field_${field.name}`,
              type: field.type,
              attributeName: field.name,
              ...(field.id === undefined ? {} : { attributeId: field.id }),
            })),
          },
        ],
      },
    ],
  };
}
