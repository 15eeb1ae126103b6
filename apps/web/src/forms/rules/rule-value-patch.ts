import type { RuleEffects } from '@atrium/core';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const sameValue = (a: unknown, b: unknown) =>
  a === b || (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * The values rules change: SET_VALUE targets, and Set Options (spec 001 §4.1), which clears a value no
 * longer allowed and picks the option when exactly one remains. Only values that differ are returned.
 */
export function ruleValuePatch(
  effects: RuleEffects,
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(effects.values)) {
    if (!sameValue(values[field], value)) patch[field] = value;
  }
  for (const [field, allowed] of Object.entries(effects.options)) {
    const current = field in patch ? patch[field] : values[field];
    let next: unknown = current;
    if (Array.isArray(current)) next = current.filter((item) => allowed.includes(String(item)));
    else if (!isEmpty(current) && !allowed.includes(String(current))) next = null;
    if (isEmpty(next) && allowed.length === 1) next = Array.isArray(current) ? allowed : allowed[0];
    if (!sameValue(current, next)) patch[field] = next;
  }
  return patch;
}
