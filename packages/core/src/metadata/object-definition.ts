import { z } from '../api/zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';
import { FIELD_TYPES } from './field-types';
import { IDENTIFIER_PATTERN, isSystemColumn } from './identifiers';
import { type ObjectDefaultView, objectDefaultViewSchema } from './object-default-view';

const identifier = (what: string) =>
  z
    .string({ error: `${what} is required.` })
    .regex(
      IDENTIFIER_PATTERN,
      `${what} must start with a lowercase letter and hold only lowercase letters, digits and _ (at most 40).`,
    );

export const attributeNameSchema = identifier('The attribute name').refine((name) => !isSystemColumn(name), {
  error: 'This attribute name is reserved for a system column.',
});

export const attributeOptionsSchema = z.record(z.string(), z.unknown());
export type AttributeOptions = z.infer<typeof attributeOptionsSchema>;

export const attributeInputSchema = z.object({
  name: attributeNameSchema,
  label: z.string().trim().min(1, 'The label is required.').max(120),
  type: z.enum(FIELD_TYPES, { error: 'The field type is not one Atrium knows.' }),
  options: attributeOptionsSchema.default({}),
});
export type AttributeInput = z.input<typeof attributeInputSchema>;

export const attributeSchema = attributeInputSchema.extend({ id: z.number().int().positive() });
export type Attribute = z.infer<typeof attributeSchema>;

export const RELATIONSHIP_TYPES = ['OneToMany', 'Polymorphic'] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];

export const relationshipInputSchema = z.object({
  name: identifier('The relationship name'),
  type: z.enum(RELATIONSHIP_TYPES, { error: 'The relationship type must be OneToMany or Polymorphic.' }),
  parent_object: identifier('The parent object'),
  child_object: identifier('The child object'),
  reverse_name: identifier('The reverse name'),
  /** OneToMany: the child's column holding the parent id. Polymorphic: the prefix of `{x}_type`/`{x}_id`. */
  foreign_key: attributeNameSchema,
  /** The label of the child's lookup (or parent) field; the parent's display name when left out. */
  field_label: z.string().trim().min(1, 'The field label is required.').max(120).optional(),
  options: z.record(z.string(), z.unknown()).default({}),
});
export type RelationshipInput = z.input<typeof relationshipInputSchema>;

export const relationshipSchema = relationshipInputSchema.extend({
  id: z.number().int().positive(),
  /** Where the parent's children are listed: `r/{module}/{parent}/{parentId}/{name}`. */
  api_endpoint: z.string(),
});
export type Relationship = z.infer<typeof relationshipSchema>;

export const objectInputSchema = z.object({
  name: identifier('The object name'),
  display_name: z.string().trim().min(1, 'The display name is required.').max(120),
  module: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'The module must be a module key.'),
  label_attribute: z.string().nullable().default(null),
  label_expression: z.string().max(500).nullable().default(null),
  has_versioning: z.boolean().default(false),
  has_ordering: z.boolean().default(false),
  /** The view its list opens on; absent, the list guesses (object-default-view.ts). */
  default_view: objectDefaultViewSchema.nullable().default(null),
  attributes: z.array(attributeInputSchema).max(1000).default([]),
});
export type ObjectInput = z.input<typeof objectInputSchema>;

/** Per locale, the object's singular (`display_name`) and plural (`plural_name`) names. */
export const objectTranslationsSchema = z.record(
  z.string(),
  z.object({ display_name: z.string().optional(), plural_name: z.string().optional() }),
);
export type ObjectTranslations = z.infer<typeof objectTranslationsSchema>;

/** An object's definition as `def/objects/bynames` answers it (spec 001 §3.2). */

export const objectDefinitionSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  display_name: z.string(),
  module: z.string(),
  label_attribute: z.string().nullable(),
  label_expression: z.string().nullable(),
  api_endpoint: z.string(),
  has_versioning: z.boolean(),
  has_ordering: z.boolean(),
  attributes: z.array(attributeSchema),
  /** Keyed by lowercase name; both the relationships this object is the parent and the child of. */
  relationships: z.record(z.string(), relationshipSchema),
  version: z.number().int(),
  /** The object's names in other languages (English is `display_name`); see objectName in core. */
  translations: objectTranslationsSchema.optional(),
  /** The view its list opens on for someone who has not chosen; absent when its creator set none. */
  default_view: objectDefaultViewSchema.optional(),
});
export type ObjectDefinition = z.infer<typeof objectDefinitionSchema>;

/** A row of the object creator's list (`GET administration/creator/objects`). */
export const creatorObjectSchema = z.object({
  name: z.string(),
  display_name: z.string(),
  module: z.string(),
  attribute_count: z.number().int().nonnegative(),
});
export type CreatorObject = z.infer<typeof creatorObjectSchema>;

/** An object as `GET administration/objects` lists it: its settings, without attributes. */
export interface ObjectSummary {
  id: number;
  name: string;
  display_name: string;
  module: string;
  label_attribute: string | null;
  label_expression: string | null;
  has_versioning: boolean;
  has_ordering: boolean;
  version: number;
  translations: ObjectTranslations;
  default_view?: ObjectDefaultView;
}

const translatedName = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} may not be empty; leave it out to use the English name.`)
    .max(120)
    .optional();

/** The names an administrator gives an object in a language other than English. */
const objectNamesInLocale = z.strictObject({
  display_name: translatedName('The singular name'),
  plural_name: translatedName('The plural name'),
});

/**
 * The translations an administrator saves: only the languages Atrium ships besides English (the
 * object's own names), each with its singular and plural names, nothing else.
 */
export const objectTranslationsInputSchema = z.strictObject(
  Object.fromEntries(
    LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [
      locale,
      objectNamesInLocale.optional(),
    ]),
  ) as Record<Exclude<Locale, 'en'>, z.ZodOptional<typeof objectNamesInLocale>>,
);

/** What an administrator may change of an existing object (its name is its table's, and stays). */
export const objectChangeSchema = z.object({
  display_name: z.string().trim().min(1, 'The display name is required.').max(120).optional(),
  label_attribute: z.string().nullable().optional(),
  label_expression: z.string().max(500).nullable().optional(),
  has_versioning: z.boolean().optional(),
  has_ordering: z.boolean().optional(),
  translations: objectTranslationsInputSchema.optional(),
  /** Null: the list guesses again. */
  default_view: objectDefaultViewSchema.nullable().optional(),
});
export type ObjectChange = z.infer<typeof objectChangeSchema>;
