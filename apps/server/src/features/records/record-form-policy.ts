import {
  buildRecordWriteValidator,
  type CompiledRuleSet,
  compileRules,
  enforceRuleEffects,
  type ObjectDefinition,
  type RecordWriteValidator,
  type RuleEffects,
  type RuleUser,
  ruleChains,
  rulePermissions,
  servedFormBody,
  storedAttributes,
} from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { freshCache } from '../../platform/db/fresh-cache';
import { AppError } from '../../platform/errors/app-error';
import { activeFormsByObjects } from '../forms/forms.repository';
import type { RecordModel } from './record-model';
import { type HopPlan, loadRelated, planRelated } from './rule-related';

/** What the object's form demands of every save: its rules and core's validator, compiled once. */
export interface FormPolicy {
  definition: ObjectDefinition;
  rules: CompiledRuleSet | undefined;
  /** Why the stored rules cannot run (an attribute they read was removed, say): saves are refused. */
  broken: string | undefined;
  /** Core's validator of writes through the form (decision 0013), the only one a write meets. */
  validator: RecordWriteValidator;
  permissions: readonly string[];
  /** The related records the rules read (their chains, resolved against the metadata). */
  related: readonly HopPlan[];
}

const NO_EFFECTS: RuleEffects = {
  visibility: {},
  hiddenLayouts: [],
  required: [],
  readOnly: [],
  values: {},
  options: {},
  warnings: [],
};

const policies = freshCache<FormPolicy>({ name: 'form_policies', max: 1_000, ttlMs: 60 * 60_000 });

async function buildPolicy(db: Db, model: RecordModel): Promise<FormPolicy> {
  const definition = model.object;
  const [form] = await activeFormsByObjects(db, [{ object: definition.name, type: 'default' }]);
  const rules = form?.rules ?? [];
  // Judged by the layout record screens show (a generated form's default layout, a laid-out form with
  // the attributes added since under Other fields), so what a screen asks for is what a save needs.
  const fields = storedAttributes(definition).map(({ id, name, type }) => ({ id, name, type }));
  const validator = buildRecordWriteValidator(
    definition,
    form ? servedFormBody(form, fields, '') : undefined,
  );
  try {
    const compiled =
      rules.length > 0 ? compileRules(rules, { attributes: definition.attributes }) : undefined;
    return {
      definition,
      rules: compiled,
      broken: undefined,
      validator,
      permissions: rulePermissions(rules),
      related: compiled ? await planRelated(db, definition, ruleChains(rules)) : [],
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { definition, rules: undefined, broken: reason, validator, permissions: [], related: [] };
  }
}

/**
 * The policy of the object's published `default` form: every save obeys it, whichever screen (or
 * crafted request) sends it. Rebuilt when metadata changes.
 */
export function formPolicyOf(db: Db, model: RecordModel): Promise<FormPolicy> {
  return policies.read(db, { key: model.object.name, topics: ['metadata'] }, () => buildPolicy(db, model));
}

/** The user as the browser's rules see them: id, the permissions asked about, and their time zone. */
function ruleUser(policy: FormPolicy, auth: AuthContext): RuleUser {
  return {
    id: auth.user.id,
    permissions: policy.permissions.filter((p) => auth.permissions.has(p)),
    timeZone: auth.timeZone,
  };
}

/** What the form's rules make of a save, for core's validator to judge. */
export interface RulesOutcome {
  /** The values as sent plus those the rules set. */
  written: Record<string, unknown>;
  /** The rules' effects on the record as it would be saved (read-only as the form showed it before). */
  effects: RuleEffects;
  /** What the rules refuse: a read-only field changed, a value Set Options does not offer. */
  errors: Record<string, string[]>;
}

/**
 * Runs the form's rules on a save, as the browser did: read-only fields (as the form showed them before
 * the change, and the attributes `locked` names) stay as they were, Set Options and rule-required
 * fields hold, values the rules fill are filled. The rules see the related records they read (as far as
 * the caller may read them) and read dates in the caller's time zone. `tx` acts for the caller's
 * organization. Judging the values is core's validator's (`policy.validator`), given the effects
 * answered here.
 */
export async function applyFormRules(
  policy: FormPolicy,
  input: {
    tx: Db;
    before: Readonly<Record<string, unknown>> | undefined;
    changes: Record<string, unknown>;
    auth: AuthContext;
    /** Attributes the writer may not change whatever the rules say (read-only in the metadata). */
    locked: readonly string[];
  },
): Promise<RulesOutcome> {
  if (policy.broken) {
    throw new AppError(
      'UNPROCESSABLE',
      `The rules of the ${policy.definition.display_name} form no longer match its fields (${policy.broken}); nothing was saved. An administrator must correct them.`,
    );
  }
  const { before, changes, locked } = input;
  if (!policy.rules) {
    if (locked.length === 0) return { written: changes, effects: NO_EFFECTS, errors: {} };
    const effects = { ...NO_EFFECTS, readOnly: [...locked] };
    const { errors } = enforceRuleEffects({ before, changes, effects, definition: policy.definition });
    return { written: changes, effects: NO_EFFECTS, errors };
  }
  const user = ruleUser(policy, input.auth);
  const after = { ...before, ...changes };
  // The record before the change has its own related records: a changed lookup points elsewhere.
  const [relatedBefore, relatedAfter] = await loadRelated(
    input.tx,
    policy.related,
    [before ?? {}, after],
    input.auth,
  );
  const shownBefore = policy.rules.evaluate({ ...before }, user, relatedBefore);
  const now = policy.rules.evaluate(after, user, relatedAfter);
  const effects: RuleEffects = { ...now, readOnly: shownBefore.readOnly };
  const enforced = { ...effects, readOnly: [...new Set([...effects.readOnly, ...locked])] };
  const enforcement = enforceRuleEffects({
    before,
    changes,
    effects: enforced,
    definition: policy.definition,
  });
  return { written: { ...changes, ...enforcement.values }, effects, errors: enforcement.errors };
}
