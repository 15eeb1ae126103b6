import type { RuleEffects } from '@atrium/core';
import type { FormStore } from '../renderer/form-store';
import { ruleValuePatch } from './rule-value-patch';

/** Spec 001 §4.2 and §9: rules run again 300 ms after the data last changed. */
export const RULE_DEBOUNCE_MS = 300;

/** Rounds of "rules set values, the rules reading them run again" before the chain is cut (a cycle). */
const MAX_ROUNDS = 8;

/** A compiled rule set bound to the current user, as the form needs it. */
export interface RuleRunner {
  /** Every rule against the record. */
  evaluate(record: Readonly<Record<string, unknown>>): RuleEffects;
  /** Only the rules reading one of `changed` run; the answer is the effects of the whole set. */
  update(record: Readonly<Record<string, unknown>>, changed: readonly string[]): RuleEffects;
}

/**
 * Keeps the store's rule effects current: a full evaluation now, then after each burst of changes
 * (300 ms quiet) only the rules reading the changed fields. Values the rules set are written at once
 * and the rules reading them run in the same pass. Answers a function that detaches.
 */
export function attachRules(store: FormStore, runner: RuleRunner, delayMs = RULE_DEBOUNCE_MS): () => void {
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const apply = (first: RuleEffects) => {
    let effects = first;
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      store.setEffects(effects);
      const patch = ruleValuePatch(effects, store.getValues());
      const names = Object.keys(patch);
      if (names.length === 0) return;
      store.setValues(patch, 'rules');
      effects = runner.update(store.getValues(), names);
    }
  };

  const flush = () => {
    timer = undefined;
    const changed = [...pending];
    pending = new Set();
    if (changed.length > 0) apply(runner.update(store.getValues(), changed));
  };

  apply(runner.evaluate(store.getValues()));
  const stop = store.onChange((changed, source) => {
    if (source === 'rules') return;
    if (source === 'load') {
      pending = new Set();
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      apply(runner.evaluate(store.getValues()));
      return;
    }
    for (const name of changed) pending.add(name);
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(flush, delayMs);
  });
  return () => {
    stop();
    if (timer !== undefined) clearTimeout(timer);
  };
}
