import type { FieldOptions } from '../validation/field-options';
import { COUNTRY_CODES } from './countries';

/** One value a choice-like field accepts, with the text the designer gave it. */
export interface FieldChoice {
  value: string;
  label: string;
  /** The label per locale, `{ ar: { name } }`, when the administrator gave one. */
  translations?: unknown;
}

/**
 * Where a choice-like type keeps its options, read from the attribute's (or form node's) options.
 * Undefined: the type keeps none there (a tag field without items takes free tags).
 */
/** One entry of a select's `options.items` as stored (spec 001 §7.2): the value and its name. */
export interface ChoiceItemOption {
  value: string;
  name: string;
}

/** One step of a status breadcrumb's `options.statuses` as stored (spec 001 §3.5). */
export interface StatusStepOption {
  id: string;
  label: string;
}

export type ChoiceReader = (options: FieldOptions) => readonly FieldChoice[] | undefined;

/** Entries of a list option, each an object with a value key and a label key, or a bare value. */
function pairChoices(
  list: unknown,
  valueKey: string,
  labelKeys: readonly string[],
): FieldChoice[] | undefined {
  if (!Array.isArray(list) || list.length === 0) return undefined;
  const found: FieldChoice[] = [];
  for (const entry of list) {
    const record = typeof entry === 'object' && entry !== null ? (entry as FieldOptions) : undefined;
    const value = record ? record[valueKey] : entry;
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const label = labelKeys
      .map((key) => record?.[key])
      .find((text) => typeof text === 'string' && text !== '');
    const text = typeof label === 'string' ? label : String(value);
    const translations = record?.translations;
    found.push({ value: String(value), label: text, ...(translations ? { translations } : {}) });
  }
  return found.length > 0 ? found : undefined;
}

/** Selects, radios, pick lists, ordered and tag lists: `options.items`, each `{ value, name }` (spec 001 §7.2). */
export const itemChoices: ChoiceReader = (options) => pairChoices(options.items, 'value', ['name', 'label']);

/** A status breadcrumb: `options.statuses`, each `{ id, label }` (spec 001 §3.5); the id is stored. */
export const statusChoices: ChoiceReader = (options) => pairChoices(options.statuses, 'id', ['label']);

const COUNTRIES: readonly FieldChoice[] = COUNTRY_CODES.map((code) => ({ value: code, label: code }));

/** A country field: every ISO 3166-1 alpha-2 code, whatever its options say. */
export const countryChoices: ChoiceReader = () => COUNTRIES;
