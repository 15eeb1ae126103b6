import type { RuleEffects } from '@atrium/core';

/** What the rules say about one field, as the field wrapper reads it. */
export interface FieldRuleState {
  visibility: 'shown' | 'hidden' | undefined;
  required: boolean;
  readOnly: boolean;
  allowedOptions: readonly string[] | undefined;
  warnings: readonly string[];
}

export const NO_RULE_STATE: FieldRuleState = {
  visibility: undefined,
  required: false,
  readOnly: false,
  allowedOptions: undefined,
  warnings: [],
};

export function emptyEffects(): RuleEffects {
  return {
    visibility: {},
    hiddenLayouts: [],
    required: [],
    readOnly: [],
    values: {},
    options: {},
    warnings: [],
  };
}

/** Effects regrouped by field, so a change can be told to the fields it concerns and no others. */
export function indexEffects(effects: RuleEffects): Map<string, FieldRuleState> {
  const index = new Map<string, FieldRuleState>();
  const edit = (field: string, patch: Partial<FieldRuleState>) => {
    index.set(field, { ...(index.get(field) ?? NO_RULE_STATE), ...patch });
  };
  for (const [field, visibility] of Object.entries(effects.visibility)) edit(field, { visibility });
  for (const field of effects.required) edit(field, { required: true });
  for (const field of effects.readOnly) edit(field, { readOnly: true });
  for (const [field, options] of Object.entries(effects.options)) edit(field, { allowedOptions: options });
  for (const { field, message } of effects.warnings) {
    edit(field, { warnings: [...(index.get(field)?.warnings ?? []), message] });
  }
  return index;
}

const sameList = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]));

export function sameRuleState(a: FieldRuleState, b: FieldRuleState): boolean {
  return (
    a.visibility === b.visibility &&
    a.required === b.required &&
    a.readOnly === b.readOnly &&
    sameList(a.allowedOptions, b.allowedOptions) &&
    sameList(a.warnings, b.warnings)
  );
}
