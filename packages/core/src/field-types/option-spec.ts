/**
 * How an attribute option is edited in the object creator (spec 001 §3.5):
 * `flag` on/off; `text` one line; `multiline` several lines; `integer`/`number` within min and max;
 * `limits` a `{ min, max }` pair within the type's limits; `pairs` a list of two-key entries (select
 * items, statuses, mappings); `choice` one of `choices`; `filters` a lookup's filter list;
 * `defaultValue` a value of the field's own kind; `currencyCode` an ISO 4217 code.
 */
export type OptionControl =
  | 'flag'
  | 'text'
  | 'multiline'
  | 'integer'
  | 'number'
  | 'limits'
  | 'pairs'
  | 'choice'
  | 'filters'
  | 'defaultValue'
  | 'currencyCode';

export interface OptionSpec {
  key: string;
  control: OptionControl;
  min?: number;
  max?: number;
  /** `choice`: the values offered. */
  choices?: readonly string[];
  /** `pairs`: the keys of each entry, the stored value first (`items` are `{ value, name }`). */
  pairKeys?: readonly [string, string];
}

export const flag = (key: string): OptionSpec => ({ key, control: 'flag' });
export const text = (key: string): OptionSpec => ({ key, control: 'text' });
export const multiline = (key: string): OptionSpec => ({ key, control: 'multiline' });
export const integer = (key: string, min?: number, max?: number): OptionSpec => ({
  key,
  control: 'integer',
  ...(min === undefined ? {} : { min }),
  ...(max === undefined ? {} : { max }),
});
export const number = (key: string, min?: number, max?: number): OptionSpec => ({
  ...integer(key, min, max),
  control: 'number',
});
export const pairs = (key: string, first: string, second: string): OptionSpec => ({
  key,
  control: 'pairs',
  pairKeys: [first, second],
});
export const choice = (key: string, choices: readonly string[]): OptionSpec => ({
  key,
  control: 'choice',
  choices,
});
export const textLimits: OptionSpec = { key: 'limits', control: 'limits' };
export const items = pairs('items', 'value', 'name');
export const signedRange = (read: typeof integer): OptionSpec[] => [
  flag('disableNegative'),
  read('minNumber'),
  read('maxNumber'),
];
export const workflow: OptionSpec[] = [integer('workflowId', 1), integer('overrideWorkflowId', 1)];

/** Options every value-holding field has; `searchable` only where the type's search looks. */
export const VALUE_OPTIONS: readonly OptionSpec[] = [
  flag('required'),
  flag('readOnly'),
  { key: 'default', control: 'defaultValue' },
  text('placeholder'),
  text('description'),
  text('help'),
  flag('listed'),
  flag('hideLabel'),
  flag('enableHistoryTracking'),
  flag('isEncrypted'),
];

/** Options of fields that show or do something but hold no value. */
export const DISPLAY_OPTIONS: readonly OptionSpec[] = [
  text('description'),
  flag('hideLabel'),
  flag('hideField'),
];
