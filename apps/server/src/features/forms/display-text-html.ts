import type { FormNode } from '@atrium/core';
import { optionFlag } from '@atrium/core';
import { sanitizeRichText } from '../records/rich-text-sanitizer';

/** Where a displayText node keeps its text (`text` in older definitions). */
const CONTENT_OPTIONS = ['displayContent', 'text'] as const;

/**
 * The body with the HTML of every displayText that allows HTML cleaned to the rich-text policy, as
 * the display cleans it: a form stores no markup the browser would then have to distrust. Plain-text
 * displayTexts are left as typed (they are shown as text, never parsed).
 */
export function cleanDisplayTexts(node: FormNode): FormNode {
  const children = node.children?.map(cleanDisplayTexts);
  const options = node.options;
  const html = node.type === 'displayText' && options !== undefined && optionFlag(options, 'allowHtml');
  const cleaned =
    html && options
      ? Object.fromEntries(
          Object.entries(options).map(([key, value]) => [
            key,
            (CONTENT_OPTIONS as readonly string[]).includes(key) && typeof value === 'string'
              ? sanitizeRichText(value)
              : value,
          ]),
        )
      : options;
  return { ...node, ...(children ? { children } : {}), ...(cleaned ? { options: cleaned } : {}) };
}
