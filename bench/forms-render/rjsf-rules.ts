import { LogicEngine } from 'json-logic-engine';

/**
 * react-jsonschema-form has no rule engine: its page evaluates the bench's rules, written as
 * json-logic, with json-logic-engine's compiled mode on every change, and feeds the outcome back as
 * `required` in the JSON Schema, `ui:widget: hidden` in the uiSchema and values merged into formData.
 * Shared by the page and by the bench's agreement check in Node.
 */
export type RjsfActionKind = 'hide' | 'show' | 'require' | 'setValue';

export interface RjsfRule {
  logic: Record<string, unknown>;
  kind: RjsfActionKind;
  target: string;
  value?: string | number;
}

export interface RjsfEffects {
  hidden: string[];
  required: string[];
  values: Record<string, unknown>;
}

type FormData = Record<string, unknown>;

/** Compiles every rule once (json-logic-engine `build`, which generates code: no CSP in the bench). */
export function rjsfRuleRunner(
  rules: readonly RjsfRule[],
  hiddenByDefault: readonly string[],
): (data: FormData) => RjsfEffects {
  const engine = new LogicEngine();
  const tests = rules.map((rule) => engine.build(rule.logic) as (data: FormData) => unknown);
  return (data) => {
    const hidden = new Set(hiddenByDefault);
    const required: string[] = [];
    const values: Record<string, unknown> = {};
    rules.forEach((rule, index) => {
      if (!tests[index]?.(data)) return;
      if (rule.kind === 'hide') hidden.add(rule.target);
      else if (rule.kind === 'show') hidden.delete(rule.target);
      else if (rule.kind === 'require') required.push(rule.target);
      else values[rule.target] = rule.value;
    });
    return { hidden: [...hidden], required, values };
  };
}

/** formData with the values the rules set, or the same object when they change nothing. */
export function withRuleValues(data: FormData, values: Readonly<Record<string, unknown>>): FormData {
  const changed = Object.keys(values).filter((name) => data[name] !== values[name]);
  return changed.length === 0 ? data : { ...data, ...values };
}
