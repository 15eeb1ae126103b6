import {
  type CompiledRuleSet,
  compileRules,
  type FormDefinition,
  type ObjectDefinition,
  type Rule,
  type RuleUser,
  ruleSetSchema,
} from '@atrium/core';

/**
 * A form as the API serves it: its rules beside it, each already parsed by core's `ruleSchema` on the
 * server (forms/form-rules.repository), so the browser takes them as they are.
 */
export type ServedForm = FormDefinition & { rules?: readonly Rule[] };

/** Rules kept in `options.rules` by older forms: raw JSON the server never parsed, checked once each. */
const checkedOptionRules = new WeakMap<object, Rule[]>();

/**
 * A form's rules: the served `rules` as they are (parsing 300 rules again cost ~50 ms a mount), or
 * the rules of an older form's options, checked with `ruleSetSchema` once per value.
 */
export function rulesOfForm(form: ServedForm | undefined): Rule[] {
  if (!form) return [];
  if (form.rules) return [...form.rules];
  const raw = form.options.rules;
  if (raw === undefined || raw === null) return [];
  const cached = typeof raw === 'object' ? checkedOptionRules.get(raw) : undefined;
  if (cached) return cached;
  const parsed = ruleSetSchema.safeParse(raw);
  if (!parsed.success) {
    console.error('The form’s rules are malformed; the form runs without them.', parsed.error.issues);
    return [];
  }
  if (typeof raw === 'object') checkedOptionRules.set(raw, parsed.data);
  return parsed.data;
}

/**
 * Compiles once per form. Rules that do not compile (an attribute since removed) leave the form
 * working without them: the server enforces its own copy on save and answers 422 if need be.
 */
export function compileFormRules(
  rules: readonly Rule[],
  definition: ObjectDefinition,
): CompiledRuleSet | undefined {
  if (rules.length === 0) return undefined;
  try {
    return compileRules(rules, { attributes: definition.attributes });
  } catch (error) {
    console.error('The form’s rules do not compile; the form runs without them.', error);
    return undefined;
  }
}

export function ruleUser(id: number, granted: readonly string[]): RuleUser {
  return { id, permissions: granted, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
}
