import {
  type CompiledRuleSet,
  compileRules,
  type FormDefinition,
  type ObjectDefinition,
  type Rule,
  type RuleUser,
  ruleSetSchema,
} from '@atrium/core';

/** A form's rules: the server serves them beside the form as `rules` (older forms kept them in options). */
export function rulesOfForm(form: (FormDefinition & { rules?: unknown }) | undefined): Rule[] {
  const raw = form?.rules ?? form?.options.rules;
  if (raw === undefined || raw === null) return [];
  const parsed = ruleSetSchema.safeParse(raw);
  if (!parsed.success) {
    console.error('The form’s rules are malformed; the form runs without them.', parsed.error.issues);
    return [];
  }
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
