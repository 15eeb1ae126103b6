import type { FieldType } from '../metadata/field-types';
import { type FieldOptions, flag } from './field-options';

/**
 * What stored rich text may contain: the elements and attributes the editor's schema writes (StarterKit
 * with headings 1–3, and tables), plus `b` and `i`, which it reads as bold and italic. The server cleans
 * every rich-text value to this on create and update, and the web app cleans to it again on display, so
 * neither side trusts the other and both keep exactly the same markup.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  's',
  'u',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'hr',
  'a',
  'h1',
  'h2',
  'h3',
  'table',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/** The attributes each element may keep; an element not named here keeps none. */
export const RICH_TEXT_ATTRIBUTES_BY_TAG: Readonly<Partial<Record<RichTextTag, readonly string[]>>> = {
  a: ['href', 'target', 'rel'],
  ol: ['start', 'type'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};

/** Attributes holding a URL: their value must be relative or use one of the schemes below. */
export const RICH_TEXT_URL_ATTRIBUTES = ['href'] as const;

/** The link schemes the editor offers; `javascript:`, `data:` and the like never pass. */
export const RICH_TEXT_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/**
 * Elements removed together with everything inside them: their content is code, styling or a
 * foreign document, never the person's text. Any other element outside the list loses only its tags.
 */
export const RICH_TEXT_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'textarea',
  'select',
  'option',
  'title',
  'xmp',
  'noembed',
  'noframes',
] as const;

/** Every attribute some element may keep, for sanitisers that take one list for all elements. */
export function richTextAttributeNames(): string[] {
  return [...new Set(Object.values(RICH_TEXT_ATTRIBUTES_BY_TAG).flat())];
}

/**
 * A URL value the policy accepts, in the form DOMPurify's `ALLOWED_URI_REGEXP` takes: one of the
 * schemes, or anything without a scheme (a relative path, `#anchor`, `//host/path`).
 */
export function richTextUrlPattern(): RegExp {
  return new RegExp(`^(?:(?:${RICH_TEXT_URL_SCHEMES.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, 'i');
}

/**
 * Whether a field's value is rich text (HTML written by the editor): a long text unless it holds JSON or
 * the editor is switched off, and a multi-line text when `isTiptap` turns the editor on.
 */
export function isRichTextField(type: FieldType, options: FieldOptions): boolean {
  if (flag(options, 'disableWysiwyg')) return false;
  if (type === 'longText') return !flag(options, 'isJson');
  return type === 'multiLine' && flag(options, 'isTiptap');
}
