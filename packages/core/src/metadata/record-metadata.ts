import { translated } from '../i18n/metadata-translations';
import { FIELD_TYPE_SPECS, type FieldChoice, fieldChoices, type StorageKind } from './field-types';
import type { Attribute, ObjectDefinition } from './object-definition';

/*
 * Helpers that read an object's metadata the way records are listed and shown. The web's record pages
 * and its form widgets both use them, so they live here rather than in either (decision 0013).
 */

/** The most columns a list shows when no attribute is marked `listed`. */
export const DEFAULT_COLUMN_COUNT = 8;

/** An option as lists and widgets show it. */
export type ChoiceItem = FieldChoice;

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
 * The options of a choice-like attribute, read where its type keeps them (core's `fieldChoices`: a
 * select's `items`, a status breadcrumb's `statuses`, the country list); none for other types. With a
 * locale, an item's `translations[locale].name` names it in that language (English the fallback).
 */
export function choiceItems(attribute: Attribute, locale?: string): ChoiceItem[] {
  return (fieldChoices(attribute.type, attribute.options) ?? []).map(({ value, label, translations }) => ({
    value,
    label: locale ? translated(translations, locale, 'name', label) : label,
  }));
}

/**
 * The attributes the metadata makes read-only: shown but never changed by a person's own write (a
 * count a step keeps, a status a workflow sets). The server refuses such a change; steps write them.
 */
export function readOnlyAttributes(definition: ObjectDefinition): string[] {
  return definition.attributes
    .filter((attribute) => attribute.options.readOnly === true)
    .map((attribute) => attribute.name);
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
