import {
  RICH_TEXT_ATTRIBUTES_BY_TAG,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_ATTRIBUTES,
  RICH_TEXT_URL_SCHEMES,
} from '@atrium/core';
import sanitizeHtml from 'sanitize-html';

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
