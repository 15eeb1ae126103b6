import {
  RICH_TEXT_ATTRIBUTES_BY_TAG,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_TAGS,
  type RichTextTag,
  richTextAttributeNames,
  richTextUrlPattern,
} from '@atrium/core';
import DOMPurify from 'dompurify';

/**
 * The display's own DOMPurify, so that the per-element attribute hook below touches no other sanitiser
 * of the page. The policy is core's (rich-text-policy.ts), the one the server cleans stored values to;
 * cleaning again here keeps the page safe from values stored before the server did.
 */
const purifier = DOMPurify(window);
purifier.addHook('uponSanitizeAttribute', (node, data) => {
  const allowed = RICH_TEXT_ATTRIBUTES_BY_TAG[node.nodeName.toLowerCase() as RichTextTag];
  if (!allowed?.includes(data.attrName)) data.keepAttr = false;
});

/** Stored rich text reduced to what the editor writes; links keep only the policy's URL schemes. */
export function sanitizeRichText(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: richTextAttributeNames(),
    ALLOWED_URI_REGEXP: richTextUrlPattern(),
    ADD_FORBID_CONTENTS: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  });
}
