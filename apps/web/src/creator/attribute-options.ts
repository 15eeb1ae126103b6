import { cleanOptions, type FieldType, type OptionIssue, optionSpecsOf } from '@atrium/core';
import type { TFunction } from 'i18next';
import type { FieldErrorEntry } from './server-errors';

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** A `{ min, max }` pair without its empty sides. */
function cleanLimits(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([, side]) => !blank(side)));
}

/** Filters without empty parts: an empty `static` would match only empty values (lookup-filters.ts). */
function cleanFilters(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((entry: unknown) =>
    typeof entry === 'object' && entry !== null
      ? Object.fromEntries(Object.entries(entry).filter(([, part]) => !blank(part) && part !== false))
      : entry,
  );
}

/** Label translations typed in the drawer, without empty ones; undefined when none is left. */
function cleanLabelTranslations(value: unknown): Record<string, { label: string }> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const kept: Record<string, { label: string }> = {};
  for (const [locale, entry] of Object.entries(value)) {
    const label =
      typeof entry === 'object' && entry !== null ? (entry as { label?: unknown }).label : undefined;
    if (typeof label === 'string' && label.trim() !== '') kept[locale] = { label: label.trim() };
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/**
 * The options as saved: only those the type declares and the label's translations, nested ones tidied, and empty or false values
 * dropped as the designer drops them (spec 001 §5.2).
 */
export function optionsForSave(
  type: FieldType,
  options: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const spec of optionSpecsOf(type)) {
    const value = options[spec.key];
    if (spec.control === 'limits') kept[spec.key] = cleanLimits(value);
    else if (spec.control === 'filters') kept[spec.key] = cleanFilters(value);
    else kept[spec.key] = value;
  }
  const cleaned = cleanOptions(kept);
  const translations = cleanLabelTranslations(options.translations);
  return translations ? { ...cleaned, translations } : cleaned;
}

/** Core's option issues as form errors: on the limit's side, or on the list with the row named. */
export function optionIssueFields(issues: readonly OptionIssue[], t: TFunction): FieldErrorEntry[] {
  const byField = new Map<string, FieldErrorEntry>();
  for (const issue of issues) {
    const [key = '', part, rest] = issue.path.split('.');
    const row = part !== undefined && /^\d+$/.test(part) ? Number(part) + 1 : undefined;
    // A label translation's problem goes on its language's input (`translations.hi.label`).
    const name =
      key === 'translations' && part !== undefined && rest !== undefined
        ? ['options', key, part, rest]
        : row === undefined && part !== undefined
          ? ['options', key, part]
          : ['options', key];
    const text = t(`creator.issues.${issue.code}`, { detail: issue.detail ?? '', row: row ?? '' });
    const message = row === undefined ? text : t('creator.issues.inRow', { row, text });
    const id = name.join('.');
    const entry = byField.get(id) ?? { name, errors: [] };
    entry.errors.push(message);
    byField.set(id, entry);
  }
  return [...byField.values()];
}

/** Where an answer's error path goes in the attribute form (`options.precision`, `label`, …). */
export function attributeErrorField(path: string): (string | number)[] | undefined {
  if (path === 'name' || path === 'label' || path === 'type') return [path];
  const [head, key, part] = path.split('.');
  if (head !== 'options' || !key) return undefined;
  return part !== undefined && !/^\d+$/.test(part) ? ['options', key, part] : ['options', key];
}

/** The options worth seeing in the attributes table, as short tags. */
export function keyOptionTags(options: Readonly<Record<string, unknown>>, t: TFunction): string[] {
  const tags: string[] = [];
  if (options.required === true) tags.push(t('creator.options.required'));
  if (options.searchable === true) tags.push(t('creator.options.searchable'));
  if (options.listed === true) tags.push(t('creator.options.listed'));
  if (Array.isArray(options.items)) tags.push(t('creator.summary.items', { number: options.items.length }));
  const limits = options.limits as { min?: number; max?: number } | undefined;
  if (limits && (limits.min !== undefined || limits.max !== undefined)) {
    tags.push(t('creator.summary.limits', { min: limits.min ?? '–', max: limits.max ?? '–' }));
  }
  if (typeof options.currency === 'string') tags.push(options.currency);
  if (options.precision !== undefined)
    tags.push(t('creator.summary.precision', { value: Number(options.precision) }));
  if (options.default !== undefined && options.default !== '') {
    tags.push(t('creator.summary.default', { value: String(options.default) }));
  }
  return tags;
}
