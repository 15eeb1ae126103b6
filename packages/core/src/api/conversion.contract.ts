import { IDENTIFIER_PATTERN } from '../metadata/identifiers';
import { jsonIdSchema, SERIAL_ID_MAX } from './numbers';
import { z } from './zod';

const name = (what: string) =>
  z.string({ error: `${what} is required.` }).regex(IDENTIFIER_PATTERN, `${what} is not a valid name.`);

/** A value a mapping sets on every converted record whatever the source holds (a first stage, say). */
const constantValue = z.union([z.string().max(2000), z.number(), z.boolean()]);

/** One destination attribute filled from one source attribute (a lookup copies the record it names). */
export const attributeMapSchema = z.strictObject({
  source: name('The source attribute'),
  destination: name('The destination attribute'),
});
export type AttributeMap = z.infer<typeof attributeMapSchema>;

/** A destination lookup filled with the record another destination of the same conversion became. */
export const destinationRelationSchema = z.strictObject({
  destination: name('The destination lookup'),
  object: name('The related destination object'),
});
export type DestinationRelation = z.infer<typeof destinationRelationSchema>;

/**
 * `POST converter-mapping/update-mapping` (spec 000 §7): how one source object becomes one destination
 * object. `sourceObjectValue` is the conversion's title (the group of destinations the dialog shows),
 * `destinationObjectValue` this destination's title in it; both default to the objects' names.
 */
export const converterMappingInputSchema = z.strictObject({
  sourceObjectName: name('sourceObjectName'),
  destinationObjectName: name('destinationObjectName'),
  sourceObjectValue: z.string().trim().max(120).optional(),
  destinationObjectValue: z.string().trim().max(120).optional(),
  map: z.array(attributeMapSchema).max(200),
  relations: z.array(destinationRelationSchema).max(50).default([]),
  defaults: z.record(name('A default attribute'), constantValue).default({}),
  /** The place of this destination in the dialog and the order destinations are created in. */
  position: z.number().int().min(0).max(1000).default(0),
});
export type ConverterMappingInput = z.input<typeof converterMappingInputSchema>;
export type ConverterMappingValue = z.infer<typeof converterMappingInputSchema>;

/** One configuration of `GET converter-mapping/configurations`: a source object to one destination. */
export const converterConfigurationSchema = z.object({
  configuration_id: z.number().int(),
  configuration_title: z.string(),
  configuration_group_title: z.string(),
  source_object: z.string(),
  destination_object: z.string(),
  map: z.array(attributeMapSchema),
  relations: z.array(destinationRelationSchema),
  defaults: z.record(z.string(), constantValue),
  position: z.number().int(),
  /** Why the mapping no longer fits its objects (an attribute removed or retyped); empty when it fits. */
  problems: z.array(z.string()),
});
export type ConverterConfiguration = z.infer<typeof converterConfigurationSchema>;

export const converterConfigurationListSchema = z.object({ data: z.array(converterConfigurationSchema) });

export const CONVERSION_ACTIONS = ['create', 'link'] as const;
export type ConversionAction = (typeof CONVERSION_ACTIONS)[number];

/** One destination the person chose in the conversion dialog: a new record, or an existing one linked. */
export const conversionTargetSchema = z
  .strictObject({
    configuration_id: jsonIdSchema('configuration_id', { max: SERIAL_ID_MAX }),
    action: z.enum(CONVERSION_ACTIONS, { error: 'action is create or link.' }),
    record_id: jsonIdSchema('record_id').optional(),
    /** Values the person typed for the new record, over what the mapping fills (create only). */
    values: z.record(name('An attribute'), z.unknown()).optional(),
  })
  .refine((target) => (target.action === 'link') === (target.record_id !== undefined), {
    error: 'A linked destination names its record_id; a created one does not.',
    path: ['record_id'],
  });
export type ConversionTarget = z.infer<typeof conversionTargetSchema>;

export const conversionRequestSchema = z.strictObject({
  destinations: z
    .array(conversionTargetSchema)
    .min(1, 'Choose at least one destination.')
    .max(20)
    .refine((list) => new Set(list.map((item) => item.configuration_id)).size === list.length, {
      error: 'Each destination may be chosen once.',
    }),
});
export type ConversionRequest = z.infer<typeof conversionRequestSchema>;

/** What a record became: one row per destination record of a conversion. */
export const conversionLinkSchema = z.object({
  id: z.number().int(),
  destination_object: z.string(),
  destination_id: z.number().int(),
  /** The destination record's label, or null when the reader may no longer read it. */
  destination_label: z.string().nullable(),
  action: z.enum(['created', 'linked']),
  converted_by: z.object({ id: z.number().int(), name: z.string() }),
  converted_at: z.string(),
});
export type ConversionLink = z.infer<typeof conversionLinkSchema>;

export const conversionLinkListSchema = z.object({ data: z.array(conversionLinkSchema) });
