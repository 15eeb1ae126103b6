import type { PaletteGroupKey } from '../designer/palette-catalogue';
import type { OperatorFamily } from '../rules/rule-operators';
import type { CheckFactory } from '../validation/value-check';
import type { ChoiceReader } from './field-choices';
import type { OptionSpec } from './option-spec';

/**
 * How a field's value is kept in its object's table. `none`: the field shows or does something but
 * holds no value of its own (a display, a widget, the child side of a relation).
 */
export type StorageKind =
  | 'text'
  | 'json'
  | 'boolean'
  | 'integer'
  | 'decimal'
  | 'date'
  | 'datetime'
  | 'time'
  | 'reference'
  | 'polymorphicReference'
  | 'none';

/**
 * Where a type appears in the designer's palette. `RELATED` types are offered once per relationship,
 * not as pencils; a single-use item is hidden once the form holds it, a pencil can be dropped any
 * number of times (each drop creates a new attribute).
 */
export type PalettePlace =
  | { group: 'RELATED' }
  | { group: Exclude<PaletteGroupKey, 'FIELD' | 'LAYOUT' | 'RELATED'>; singleUse: boolean };

/**
 * Everything Atrium knows about one field type, in one place (decision 0013). The maps the rest of
 * the code reads (storage, option specs, checks, operator families, palette roles, choices, labels)
 * are derived from these definitions, so a new type is one definition here plus one widget folder
 * on the web, both required by the compiler.
 */
export interface FieldTypeDefinition {
  /** The English name shown in the palette and the creator (the web translates it by type). */
  label: string;
  storage: StorageKind;
  /** Length limits of spec 001 §9 for text-like types. */
  limits?: { min: number; max: number };
  /** Global search looks into it (when the attribute is marked searchable). */
  searchable: boolean;
  /** The options particular to the type, after the common ones (spec 001 §3.5). */
  options: readonly OptionSpec[];
  /** Checks and normalises a non-empty value; null exactly when the type stores nothing. */
  check: CheckFactory | null;
  /** Choice-like types: where the type keeps the values it accepts. */
  choices?: ChoiceReader;
  /** The rule operators of spec 001 §5.1 its conditions offer. */
  operators: OperatorFamily;
  palette: PalettePlace;
  /** A value that is present yet counts as empty for `required` (an unticked checkbox). */
  emptyWhen?: (value: unknown) => boolean;
  /**
   * Its values read left to right in any language (numbers, dates, addresses): shown isolated in a
   * right-to-left page so '+971…' never reads '971…+'.
   */
  leftToRight?: true;
  /** A chart with no Group by option counts records by the first field of such a type (a status, a select). */
  countsByDefault?: true;
  /** The quick-create form of a lookup cannot ask for it: it needs a saved record or a form of its own. */
  needsFullForm?: true;
}

/** Checks one definition against the shape, keeping its literal type for the registry. */
export function defineFieldType<const D extends FieldTypeDefinition>(definition: D): D {
  return definition;
}
