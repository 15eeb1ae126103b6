import { IDENTIFIER_PATTERN } from '../metadata/identifiers';
import { jsonIdSchema, SERIAL_ID_MAX } from './numbers';
import { z } from './zod';

/**
 * Print and export templates (docs/api/templates.md): the server validates bodies and answers with
 * these shapes, the web reads them. The tag grammar lives here once: the server resolves and checks
 * tags with it, the editor's tag picker writes them.
 */
const objectName = z.string().regex(IDENTIFIER_PATTERN, 'The object name is not valid.');

export const PAGE_SIZES = ['A4', 'Letter'] as const;
export const PAGE_ORIENTATIONS = ['portrait', 'landscape'] as const;
export const TEMPLATE_LANGUAGES = ['en', 'ar', 'hi', 'ur'] as const;
export const TEXT_DIRECTIONS = ['ltr', 'rtl'] as const;
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

/** The languages written right to left: a template in one of them defaults to `rtl`. */
export function directionOfLanguage(language: TemplateLanguage): 'ltr' | 'rtl' {
  return language === 'ar' || language === 'ur' ? 'rtl' : 'ltr';
}

const enumOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `${what} must be one of ${values.join(', ')}.` });

const MAX_BODY = 200_000;

export const printTemplateInputSchema = z.object({
  name: z.string().trim().min(1, 'The name is required.').max(120, 'The name is at most 120 characters.'),
  object: objectName,
  body: z.string().max(MAX_BODY, `The body is at most ${MAX_BODY} characters.`),
  header: z.string().max(2000, 'The header is at most 2000 characters.').default(''),
  footer: z.string().max(2000, 'The footer is at most 2000 characters.').default(''),
  page_size: enumOf(PAGE_SIZES, 'The page size').default('A4'),
  orientation: enumOf(PAGE_ORIENTATIONS, 'The orientation').default('portrait'),
  language: enumOf(TEMPLATE_LANGUAGES, 'The language').default('en'),
  direction: enumOf(TEXT_DIRECTIONS, 'The direction').optional(),
});
export type PrintTemplateInput = z.input<typeof printTemplateInputSchema>;

export const printTemplateSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  object: z.string(),
  page_size: z.enum(PAGE_SIZES),
  orientation: z.enum(PAGE_ORIENTATIONS),
  language: z.enum(TEMPLATE_LANGUAGES),
  direction: z.enum(TEXT_DIRECTIONS),
  updated_at: z.string(),
});
export type PrintTemplateSummary = z.infer<typeof printTemplateSummarySchema>;

export const printTemplateSchema = printTemplateSummarySchema.extend({
  body: z.string(),
  header: z.string(),
  footer: z.string(),
});
export type PrintTemplate = z.infer<typeof printTemplateSchema>;

/** The list: the summaries, and the spec's map of template key (its id) to label (spec 000 §3). */
export const printTemplateListAnswerSchema = z.object({
  data: z.array(printTemplateSummarySchema),
  templates: z.record(z.string(), z.string()),
});
export type PrintTemplateListAnswer = z.infer<typeof printTemplateListAnswerSchema>;
export const printTemplateAnswerSchema = z.object({ data: printTemplateSchema });

/** An object templates may be written for. */
export const templateObjectSchema = z.object({ name: z.string(), display_name: z.string() });
export type TemplateObject = z.infer<typeof templateObjectSchema>;
export const templateObjectsAnswerSchema = z.object({ data: z.array(templateObjectSchema) });

/** What a template of an object may name, for the editor's tag picker. */
export const templateTagSchema = z.object({
  tag: z.string(),
  label: z.string(),
  group: z.string(),
});
export type TemplateTagEntry = z.infer<typeof templateTagSchema>;
export const templateTagsAnswerSchema = z.object({ data: z.array(templateTagSchema) });

export const printBodySchema = z.object({ template: jsonIdSchema('template', { max: SERIAL_ID_MAX }) });
export const printStartedAnswerSchema = z.object({ message: z.string(), jobId: z.string() });
/** The live `print-ready` event on the person's channel, and the fallback link's answer. */
export const printReadySchema = z.object({
  url: z.string(),
  object: z.string(),
  id: z.number().int(),
  template: z.number().int(),
});
export type PrintReady = z.infer<typeof printReadySchema>;

export const exportTemplateInputSchema = z.object({
  name: z.string().trim().min(1, 'The name is required.').max(120, 'The name is at most 120 characters.'),
  object: objectName,
  columns: z
    .array(z.string().regex(IDENTIFIER_PATTERN, 'A column must name an attribute.'))
    .min(1, 'Choose at least one column.')
    .max(200, 'At most 200 columns.'),
  format: enumOf(EXPORT_FORMATS, 'The format').default('xlsx'),
});
export type ExportTemplateInput = z.input<typeof exportTemplateInputSchema>;

export const exportTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  object: z.string(),
  columns: z.array(z.string()),
  format: z.enum(EXPORT_FORMATS),
});
export type ExportTemplate = z.infer<typeof exportTemplateSchema>;
export const exportTemplateListAnswerSchema = z.object({ data: z.array(exportTemplateSchema) });

/**
 * The tags a template may hold, in `{{ }}`:
 * - `{{attribute}}`: a value of the printed record;
 * - `{{lookup.attribute}}`: a value of the record a lookup attribute points at;
 * - `{{relationship[attribute,attribute]}}`: the record's children through a relationship, as a table
 *   of those columns.
 */
export type TemplateTagRef =
  | { kind: 'field'; attribute: string }
  | { kind: 'lookup'; lookup: string; attribute: string }
  | { kind: 'list'; relationship: string; columns: string[] };

const NAME = '[a-z][a-z0-9_]{0,39}';
const TAG_PATTERN = new RegExp(
  `^\\{\\{\\s*(?:(${NAME})\\.(${NAME})|(${NAME})\\[\\s*(${NAME}(?:\\s*,\\s*${NAME})*)\\s*\\]|(${NAME}))\\s*\\}\\}$`,
);
/** Anything between `{{` and `}}`, to tell a person which text is no tag at all. */
const ANY_BRACES = /\{\{([^{}]{0,200})\}\}/g;

export interface FoundTag {
  /** The text as written, `{{ account_id.name }}`. */
  text: string;
  ref: TemplateTagRef | undefined;
}

/** Every `{{…}}` in a text, each with what it names, or no `ref` when it is not of the grammar. */
export function findTemplateTags(text: string): FoundTag[] {
  const found: FoundTag[] = [];
  for (const match of text.matchAll(ANY_BRACES)) {
    const whole = match[0];
    const parts = TAG_PATTERN.exec(whole);
    found.push({ text: whole, ref: parts ? refOf(parts) : undefined });
  }
  return found;
}

function refOf(parts: RegExpExecArray): TemplateTagRef | undefined {
  const [, lookup, lookupAttribute, relationship, columns, attribute] = parts;
  if (lookup && lookupAttribute) return { kind: 'lookup', lookup, attribute: lookupAttribute };
  if (relationship && columns)
    return { kind: 'list', relationship, columns: columns.split(',').map((c) => c.trim()) };
  if (attribute) return { kind: 'field', attribute };
  return undefined;
}

/** Replaces each tag of a text by what `value` answers for it (already escaped by the caller). */
export function replaceTemplateTags(text: string, value: (tag: FoundTag) => string): string {
  return text.replace(ANY_BRACES, (whole) => {
    const [tag] = findTemplateTags(whole);
    return tag ? value(tag) : whole;
  });
}

/** The text of a tag for a reference: what the picker inserts. */
export function templateTagText(ref: TemplateTagRef): string {
  if (ref.kind === 'field') return `{{${ref.attribute}}}`;
  if (ref.kind === 'lookup') return `{{${ref.lookup}.${ref.attribute}}}`;
  return `{{${ref.relationship}[${ref.columns.join(',')}]}}`;
}
