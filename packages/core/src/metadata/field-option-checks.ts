import { isCurrencyCode } from '../field-types/currencies';
import { type OptionSpec, optionSpecsOf } from './field-option-specs';
import { FIELD_TYPE_SPECS, type FieldType } from './field-types';
import { labelTranslationIssues, TRANSLATED_LABEL_MAX } from './label-translation-checks';

/** Why an option value is refused; the screens word it in each language. */
export type OptionIssueCode =
  | 'notNumber'
  | 'notWhole'
  | 'belowMin'
  | 'aboveMax'
  | 'minAboveMax'
  | 'emptyValue'
  | 'duplicateValue'
  | 'notCurrencyCode'
  | 'notAChoice'
  | 'badTranslation'
  | 'notEncryptable';

export interface OptionIssue {
  /** The option key, with a sub-key for `limits` (`limits.max`) or an entry index for lists (`items.2`). */
  path: string;
  code: OptionIssueCode;
  /** The bound crossed, or the repeated value. */
  detail?: number | string;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

function checkNumber(
  path: string,
  value: unknown,
  bounds: { min?: number | undefined; max?: number | undefined; whole: boolean },
): OptionIssue[] {
  if (isBlank(value)) return [];
  const number = numberOf(value);
  if (number === undefined) return [{ path, code: 'notNumber' }];
  if (bounds.whole && !Number.isInteger(number)) return [{ path, code: 'notWhole' }];
  if (bounds.min !== undefined && number < bounds.min)
    return [{ path, code: 'belowMin', detail: bounds.min }];
  if (bounds.max !== undefined && number > bounds.max)
    return [{ path, code: 'aboveMax', detail: bounds.max }];
  return [];
}

/** `limits {min, max}`: whole numbers from 0, within the type's own length limits when it has some. */
function checkLimits(type: FieldType, value: unknown): OptionIssue[] {
  if (typeof value !== 'object' || value === null) return [];
  const { min, max } = value as { min?: unknown; max?: unknown };
  const own = FIELD_TYPE_SPECS[type].limits;
  const bounds = { min: own?.min ?? 0, max: own?.max, whole: true };
  const issues = [...checkNumber('limits.min', min, bounds), ...checkNumber('limits.max', max, bounds)];
  const low = numberOf(min);
  const high = numberOf(max);
  if (issues.length === 0 && low !== undefined && high !== undefined && low > high) {
    issues.push({ path: 'limits.max', code: 'minAboveMax' });
  }
  return issues;
}

/** Entries of a pair list need their first key (the stored value), once each. */
function checkPairs(key: string, keys: readonly [string, string], value: unknown): OptionIssue[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.flatMap((entry: unknown, index): OptionIssue[] => {
    const raw =
      typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[keys[0]] : entry;
    const stored = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
    if (stored === '') return [{ path: `${key}.${index}`, code: 'emptyValue' }];
    if (seen.has(stored)) return [{ path: `${key}.${index}`, code: 'duplicateValue', detail: stored }];
    seen.add(stored);
    return [];
  });
}

function checkFilters(value: unknown): OptionIssue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown, index): OptionIssue[] => {
    const attribute =
      typeof entry === 'object' && entry !== null ? (entry as { attribute?: unknown }).attribute : '';
    return typeof attribute === 'string' && attribute.trim() !== ''
      ? []
      : [{ path: `filters.${index}`, code: 'emptyValue' }];
  });
}

function checkOne(type: FieldType, spec: OptionSpec, value: unknown): OptionIssue[] {
  switch (spec.control) {
    case 'integer':
    case 'number':
      return checkNumber(spec.key, value, {
        min: spec.min,
        max: spec.max,
        whole: spec.control === 'integer',
      });
    case 'limits':
      return checkLimits(type, value);
    case 'pairs':
      return spec.pairKeys ? checkPairs(spec.key, spec.pairKeys, value) : [];
    case 'filters':
      return checkFilters(value);
    case 'currencyCode':
      return isBlank(value) || (typeof value === 'string' && isCurrencyCode(value))
        ? []
        : [{ path: spec.key, code: 'notCurrencyCode' }];
    case 'choice':
      return isBlank(value) || spec.choices?.includes(String(value))
        ? []
        : [{ path: spec.key, code: 'notAChoice' }];
    case 'flag':
    case 'text':
    case 'multiline':
    case 'defaultValue':
      return [];
    default: {
      const unknownControl: never = spec.control;
      return unknownControl;
    }
  }
}

/** Problems in an attribute's options for its type; an empty list when they can be saved. */
export function optionIssues(type: FieldType, options: Readonly<Record<string, unknown>>): OptionIssue[] {
  const specs = optionSpecsOf(type);
  const issues = [
    ...specs.flatMap((spec) => checkOne(type, spec, options[spec.key])),
    ...labelTranslationIssues(options),
  ];
  // Ciphertext is text: only attributes kept in a text column can be encrypted (docs/decisions/0020).
  if (options.isEncrypted === true && FIELD_TYPE_SPECS[type].storage !== 'text') {
    issues.push({ path: 'isEncrypted', code: 'notEncryptable' });
  }
  if (!specs.some((spec) => spec.key === 'maxNumber')) return issues;
  const low = numberOf(options.minNumber);
  const high = numberOf(options.maxNumber);
  const rangeChecked = !issues.some((issue) => issue.path === 'minNumber' || issue.path === 'maxNumber');
  if (rangeChecked && low !== undefined && high !== undefined && low > high) {
    issues.push({ path: 'maxNumber', code: 'minAboveMax' });
  }
  return issues;
}

const ISSUE_TEXT: Record<OptionIssueCode, (detail: string) => string> = {
  notNumber: () => 'must be a number.',
  notWhole: () => 'must be a whole number.',
  belowMin: (detail) => `must be at least ${detail}.`,
  aboveMax: (detail) => `must be at most ${detail}.`,
  minAboveMax: () => 'must not be below the minimum.',
  emptyValue: () => 'needs a value.',
  duplicateValue: (detail) => `uses the value ${detail} twice.`,
  notCurrencyCode: () => 'must be a three-letter currency code such as AED.',
  notAChoice: () => 'is not one of the offered values.',
  notEncryptable: () => 'is only for text fields: numbers, dates, choices and links cannot be encrypted.',
  badTranslation: (detail) =>
    `must give only ar, hi or ur, each a ${detail} that is not empty and at most ${TRANSLATED_LABEL_MAX} characters long.`,
};

/** The issues as API field errors in English (`options.precision: ['…must be at most 3.']`). */
export function optionIssueErrors(issues: readonly OptionIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = `options.${issue.path}`;
    const text = `The option ${issue.path} ${ISSUE_TEXT[issue.code](String(issue.detail ?? ''))}`;
    errors[field] = [...(errors[field] ?? []), text];
  }
  return errors;
}
