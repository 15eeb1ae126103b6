import { type Attribute, FIELD_TYPE_SPECS, type ObjectDefinition, type StorageKind } from '@atrium/core';
import i18next from 'i18next';
import { translated } from '../i18n/metadata-labels';

/** The most columns a list shows when no attribute is marked `listed`. */
export const DEFAULT_COLUMN_COUNT = 8;

export interface ChoiceItem {
  value: string;
  label: string;
}

export function storageOf(attribute: Attribute): StorageKind {
  return FIELD_TYPE_SPECS[attribute.type].storage;
}

/** Attributes that keep a value in the record (displays and widgets do not). */
export function storedAttributes(definition: ObjectDefinition): Attribute[] {
  return definition.attributes.filter((attribute) => storageOf(attribute) !== 'none');
}

const orderOf = (attribute: Attribute): number => {
  const { listedOrder, columnOrderInCrudList } = attribute.options;
  if (typeof columnOrderInCrudList === 'number') return columnOrderInCrudList;
  if (typeof listedOrder === 'number') return listedOrder;
  return Number.MAX_SAFE_INTEGER;
};

/** Columns of the list: stored attributes marked `listed` (in their order), else the first eight stored. */
export function listColumns(definition: ObjectDefinition): Attribute[] {
  const stored = storedAttributes(definition);
  const listed = stored.filter((attribute) => attribute.options.listed === true);
  if (listed.length === 0) return stored.slice(0, DEFAULT_COLUMN_COUNT);
  return listed
    .map((attribute, index) => ({ attribute, index }))
    .sort((a, b) => orderOf(a.attribute) - orderOf(b.attribute) || a.index - b.index)
    .map(({ attribute }) => attribute);
}

/**
 * `options.items` of a select field: `{ value, name }` entries (spec 001 §7.2), or plain strings; an
 * entry's `translations[locale].name` names it in the person's language (default: the app's).
 */
export function choiceItems(attribute: Attribute, locale: string = i18next.language ?? 'en'): ChoiceItem[] {
  const items = attribute.options.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown): ChoiceItem[] => {
    if (typeof item === 'string') return [{ value: item, label: item }];
    if (typeof item !== 'object' || item === null) return [];
    const { value, name, label, translations } = item as Record<string, unknown>;
    if (typeof value !== 'string' && typeof value !== 'number') return [];
    const text = typeof name === 'string' ? name : typeof label === 'string' ? label : String(value);
    return [{ value: String(value), label: translated(translations, locale, 'name', text) }];
  });
}

export function isRequired(attribute: Attribute): boolean {
  return attribute.options.required === true;
}

/** The object a lookup attribute points at: its OneToMany relationship whose foreign key it is. */
export function lookupParent(definition: ObjectDefinition, attribute: Attribute): string | undefined {
  const relation = Object.values(definition.relationships).find(
    (candidate) =>
      candidate.type === 'OneToMany' &&
      candidate.child_object === definition.name &&
      candidate.foreign_key === attribute.name,
  );
  return relation?.parent_object;
}

/** A record's label: its label attribute, else its first text value, else its id. */
export function recordLabel(definition: ObjectDefinition, record: Record<string, unknown>): string {
  const preferred = definition.label_attribute ? record[definition.label_attribute] : undefined;
  if (typeof preferred === 'string' && preferred) return preferred;
  for (const attribute of storedAttributes(definition)) {
    const value = record[attribute.name];
    if (storageOf(attribute) === 'text' && typeof value === 'string' && value) return value;
  }
  return String(record.id ?? '');
}
