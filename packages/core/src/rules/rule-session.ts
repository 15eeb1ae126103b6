import type { CompiledRuleSet, RuleRelated, RuleState } from './compiled-rule-set';
import { RuleFrame } from './compiled-rules';
import type { RuleEffects, RuleRecord, RuleUser } from './rule-types';

/**
 * A form's rules for one user while the form is open. `update` re-runs only the rules that read a
 * changed field (the index is built at compile time) and returns the same effects a full evaluation
 * would. A change to related records is announced by the relation's name (or the operand's key).
 */
export interface RuleSession {
  evaluate(record: RuleRecord, related?: RuleRelated): RuleEffects;
  update(record: RuleRecord, changedFields: readonly string[], related?: RuleRelated): RuleEffects;
}

export function createRuleSession(compiled: CompiledRuleSet, user: RuleUser): RuleSession {
  const frame = new RuleFrame();
  const state: RuleState = compiled.newState();
  const slotOf = new Map(compiled.slotNames.map((name, slot) => [name, slot]));
  // Stamps mark rules already queued in this update, without a Set per call.
  const queued = new Uint32Array(compiled.rules.length);
  let epoch = 0;
  let started = false;

  const evaluate = (record: RuleRecord, related?: RuleRelated): RuleEffects => {
    compiled.prepare(frame, record, user, related);
    compiled.loadAll(frame);
    for (let index = 0; index < compiled.rules.length; index += 1) compiled.runRule(index, frame, state);
    started = true;
    return compiled.assemble(frame, state, undefined);
  };

  const update = (
    record: RuleRecord,
    changedFields: readonly string[],
    related?: RuleRelated,
  ): RuleEffects => {
    if (!started) return evaluate(record, related);
    compiled.prepare(frame, record, user, related);
    epoch += 1;
    // Every changed value is loaded before any rule runs: a rule may read two of them.
    for (const field of changedFields) {
      const slot = slotOf.get(field);
      if (slot !== undefined) compiled.loadSlot(frame, slot);
    }
    for (const field of changedFields) {
      for (const index of compiled.readers.get(field) ?? []) {
        if (queued[index] === epoch) continue;
        queued[index] = epoch;
        compiled.runRule(index, frame, state);
      }
    }
    return compiled.assemble(frame, state, undefined);
  };

  return { evaluate, update };
}
