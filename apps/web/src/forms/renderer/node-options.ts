import { type FormNode, translated } from '@atrium/core';
import i18next from 'i18next';

/** A node option: the designer keeps them in `options`, older schemas in `properties`. */
export function nodeOption(node: FormNode, key: string): unknown {
  return node.options?.[key] ?? node.properties?.[key];
}

export function nodeFlag(node: FormNode, key: string): boolean {
  const value = nodeOption(node, key);
  return value === true || value === 'true' || value === 1 || value === '1';
}

export function nodeText(node: FormNode, key: string): string | undefined {
  const value = nodeOption(node, key);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * A layout node's heading: its title, else its label, else the `title` option; in the person's language
 * from `options.translations[locale].title` when the designer gave one.
 */
export function nodeTitle(node: FormNode, locale = i18next.language ?? 'en'): string | undefined {
  const title = node.title || node.label || nodeText(node, 'title');
  return title === undefined ? undefined : translated(node.options?.translations, locale, 'title', title);
}

/** hideOnCreate and hideOnDetail (spec 001 §2.4): decided by whether the record is new, nothing else. */
export function hiddenByMode(node: FormNode, isNew: boolean): boolean {
  return isNew ? nodeFlag(node, 'hideOnCreate') : nodeFlag(node, 'hideOnDetail');
}

/** The 24-grid span of a column: `columnSize` (1–12 of 12), otherwise an equal share of its row. */
export function columnSpan(column: FormNode, columnsInRow: number): number {
  const size = Number(nodeOption(column, 'columnSize'));
  if (Number.isInteger(size) && size >= 1 && size <= 12) return size * 2;
  return Math.max(1, Math.floor(24 / Math.max(1, columnsInRow)));
}
