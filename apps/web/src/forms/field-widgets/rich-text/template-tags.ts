import type { Editor } from '@tiptap/core';

export interface TemplateTag {
  label: string;
  value: string;
}

/** The spec's wording (spec 001 §8); the widget shows it translated. */
export const OUT_OF_FOCUS = 'Editor is out of focus';

/** The `templateTags` option: strings, or `{ label, value }` entries (`name` also read as the label). */
export function templateTagsOf(option: unknown): TemplateTag[] {
  if (!Array.isArray(option)) return [];
  return option.flatMap((entry: unknown): TemplateTag[] => {
    if (typeof entry === 'string') return entry === '' ? [] : [{ label: entry, value: entry }];
    if (typeof entry !== 'object' || entry === null) return [];
    const { value, label, name } = entry as Record<string, unknown>;
    if (typeof value !== 'string' || value === '') return [];
    const text = typeof label === 'string' ? label : typeof name === 'string' ? name : value;
    return [{ label: text, value }];
  });
}

/**
 * Inserts a tag where the cursor was. The menu takes focus from the editor, so the caller says whether
 * the editor had it when the menu opened; without it there is no cursor to insert at.
 */
export function insertTemplateTag(editor: Editor, tag: string, hadFocus: boolean): void {
  if (!hadFocus) throw new Error(OUT_OF_FOCUS);
  editor.chain().focus().insertContent(tag).run();
}
