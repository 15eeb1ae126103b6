import type { Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { TABLE_EXTENSIONS } from './table-extension';

/** Heading levels the toolbar offers; the editor reads no other, so no other is ever stored. */
export const HEADING_LEVELS = [1, 2, 3] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** The rich-text editor's schema: StarterKit with headings 1–3, and tables. One list, shared by every editor. */
export const RICH_TEXT_EXTENSIONS: Extensions = [
  StarterKit.configure({ heading: { levels: [...HEADING_LEVELS] } }),
  ...TABLE_EXTENSIONS,
];
