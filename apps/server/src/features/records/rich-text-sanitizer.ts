import {
  isRichTextField,
  RICH_TEXT_ATTRIBUTES_BY_TAG,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_ATTRIBUTES,
  RICH_TEXT_URL_SCHEMES,
} from '@atrium/core';
import sanitizeHtml from 'sanitize-html';
import type { RecordModel } from './record-model';

/** sanitize-html set up once from core's policy, the one the web display cleans to as well. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES_BY_TAG).map(([tag, names]) => [tag, [...(names ?? [])]]),
  ),
  allowedSchemes: [...RICH_TEXT_URL_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: [...RICH_TEXT_URL_ATTRIBUTES],
  // Any other element loses its tags and keeps its text, as the display does; these lose both.
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_TEXT_DROPPED_WITH_CONTENT],
};

/**
 * A rich-text value as it is stored: only the policy's elements, attributes and link schemes are kept,
 * the person's text always is. Void elements come out as `<br />` and entities re-encoded, which the
 * editor and the display read as the same content.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * A write's values with every rich-text value cleaned, before anything judges them: rich text is stored
 * cleaned, never refused for its markup, so other readers of the value (prints, exports, e-mails) never
 * meet a script; and markup that cleans away to nothing is '' (no value, so a required field is
 * missing). Only the server cleans: core's validator then judges what will be stored.
 */
export function cleanRichTextValues(
  model: RecordModel,
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const cleaned: Record<string, unknown> = { ...values };
  for (const [name, value] of Object.entries(values)) {
    const field = model.fields.get(name);
    if (typeof value === 'string' && field && isRichTextField(field.type, field.options))
      cleaned[name] = sanitizeRichText(value);
  }
  return cleaned;
}
