import { compileAction } from './action-compiler';
import { CompileState, type RuleCompileContext } from './compile-state';
import { CompiledRuleSet } from './compiled-rule-set';
import type { CompiledRule, EffectSource } from './compiled-rules';
import { compileGroup } from './condition-compiler';
import { RuleCompileError, type RuleIssue } from './rule-errors';
import { type Rule, ruleSetSchema } from './rule-types';

export interface RuleSetBuild {
  /** Undefined when the rules are not even shaped like rules. */
  compiled: CompiledRuleSet | undefined;
  /** The rules as read (defaults filled in), when they are shaped like rules. */
  rules: Rule[] | undefined;
  issues: RuleIssue[];
}

function ruleIdAt(rules: unknown, index: unknown): number | null {
  if (!Array.isArray(rules) || typeof index !== 'number') return null;
  const rule: unknown = rules[index];
  if (typeof rule !== 'object' || rule === null || !('id' in rule)) return null;
  return typeof rule.id === 'number' ? rule.id : null;
}

function pathOf(segments: readonly PropertyKey[]): string {
  return segments
    .slice(1)
    .map((segment) => (typeof segment === 'number' ? `[${segment}]` : `.${String(segment)}`))
    .join('')
    .replace(/^\./, '');
}

function compileRule(rule: Rule, groupOffset: number, state: CompileState): CompiledRule {
  state.ruleId = rule.id;
  state.reads = new Set();
  const top = compileGroup(rule.condition, { path: 'condition', scope: state.topScope, state });
  const compiled: CompiledRule = {
    id: rule.id,
    title: rule.title,
    top,
    groups: [],
    sources: [],
    groupOffset,
    reads: [],
  };
  const sourcesOf = (actions: Rule['actions'], path: string, group: number): EffectSource[] =>
    actions.map((action, index) => ({
      rule: compiled,
      group,
      action: compileAction(action, `${path}[${index}]`, state),
    }));
  compiled.groups = rule.groups.map((group, index) => ({
    group: compileGroup(group, { path: `groups[${index}]`, scope: state.topScope, state }),
    sources: sourcesOf(group.actions, `groups[${index}].actions`, index),
  }));
  compiled.sources = sourcesOf(rule.actions, 'actions', -1);
  if (rule.groups.length > 0 && rule.actions.length > 0) {
    state.warning(
      'actions',
      'The rule has nested groups, so its own actions never apply: only the groups’ actions do.',
    );
  }
  compiled.reads = [...state.reads];
  return compiled;
}

/** Reads and compiles a rule set, collecting every error and warning instead of stopping at the first. */
export function buildRuleSet(input: unknown, context: RuleCompileContext): RuleSetBuild {
  const parsed = ruleSetSchema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue): RuleIssue => ({
        ruleId: ruleIdAt(input, issue.path[0]),
        path: pathOf(issue.path),
        message: `The rule is malformed at ${pathOf(issue.path) || 'its root'}: ${issue.message}`,
        severity: 'error',
      }),
    );
    return { compiled: undefined, rules: undefined, issues };
  }
  return { ...compileParsed(parsed.data, context, true), rules: parsed.data };
}

/** Compiles rules already shaped like rules (typed, defaults filled), without reading them again. */
function compileParsed(
  rules: readonly Rule[],
  context: RuleCompileContext,
  warns: boolean,
): { compiled: CompiledRuleSet; issues: RuleIssue[] } {
  const state = new CompileState(context, warns);
  let groupOffset = 0;
  const compiled = rules.map((rule) => {
    const result = compileRule(rule, groupOffset, state);
    groupOffset += rule.groups.length;
    return result;
  });
  return {
    compiled: new CompiledRuleSet(compiled, state.slotNames, state.targets.names, state.targets.pairCount),
    issues: state.issues,
  };
}

/**
 * Compiles a form's rules once: every condition a closure, every pattern parsed. The rules are typed,
 * so they are not read through the schema again: the server parses the rules table as it reads it and
 * serves forms with those parsed rules, which the browser takes as they come. Throws RuleCompileError listing
 * every error (unknown attribute, operator not allowed for the field, bad pattern); warnings do not
 * stop compilation (see checkRules).
 */
export function compileRules(rules: readonly Rule[], context: RuleCompileContext): CompiledRuleSet {
  const build = compileParsed(rules, context, false);
  const errors = build.issues.filter((issue) => issue.severity === 'error');
  if (errors.length > 0) throw new RuleCompileError(errors);
  return build.compiled;
}
