import {
  type CompiledRuleSet,
  createRuleSession,
  type RuleEffects,
  type RuleRelated,
  type RuleTrace,
  type RuleUser,
} from '@atrium/core';
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
  /** Present when the rules read related records (a lookup's record, a relation's list). */
  related?: RelatedRecords;
}

export interface RelatedRecords {
  /** Record fields whose change points the relations elsewhere: the related records load again. */
  sources: readonly string[];
  load(record: Readonly<Record<string, unknown>>): Promise<RuleRelated>;
  /** The rules read `related` from now on; answers the relation names whose rules must run again. */
  use(related: RuleRelated): readonly string[];
}

/** A record form's runner, which can also explain itself ("Why is this hidden?"). */
export interface TracingRuleRunner extends RuleRunner {
  /** Why each field is as it is: every rule against the record and the related records last loaded. */
  trace(record: Readonly<Record<string, unknown>>): RuleTrace;
}

/** A compiled rule set bound to the user, reading the related records `related` loads (if any). */
export function ruleRunnerFor(
  compiled: CompiledRuleSet,
  user: RuleUser,
  related?: Pick<RelatedRecords, 'sources' | 'load'>,
): TracingRuleRunner {
  const session = createRuleSession(compiled, user);
  let current: RuleRelated | undefined;
  const runner: TracingRuleRunner = {
    evaluate: (record) => session.evaluate(record, current),
    update: (record, changed) => session.update(record, changed, current),
    trace: (record) => compiled.trace({ ...record }, user, current),
  };
  if (!related) return runner;
  const use = (next: RuleRelated): readonly string[] => {
    current = next;
    return Object.keys(next);
  };
  return { ...runner, related: { ...related, use } };
}

/**
 * Keeps the store's rule effects current: a full evaluation now, then after each burst of changes
 * (300 ms quiet) only the rules reading the changed fields. Values the rules set are written at once
 * and the rules reading them run in the same pass. Answers a function that detaches.
 */
export function attachRules(store: FormStore, runner: RuleRunner, delayMs = RULE_DEBOUNCE_MS): () => void {
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Only the latest load of related records counts; none counts once detached.
  let loads = 0;
  let detached = false;

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

  const reloadRelated = () => {
    const related = runner.related;
    if (!related) return;
    loads += 1;
    const load = loads;
    related.load(store.getValues()).then(
      (map) => {
        if (detached || load !== loads) return;
        apply(runner.update(store.getValues(), related.use(map)));
      },
      (error: unknown) => console.error('The related records the rules read could not be loaded.', error),
    );
  };

  const flush = () => {
    timer = undefined;
    const changed = [...pending];
    pending = new Set();
    if (changed.length > 0) apply(runner.update(store.getValues(), changed));
    if (changed.some((name) => runner.related?.sources.includes(name))) reloadRelated();
  };

  apply(runner.evaluate(store.getValues()));
  reloadRelated();
  const stop = store.onChange((changed, source) => {
    if (source === 'rules') return;
    if (source === 'load') {
      pending = new Set();
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      apply(runner.evaluate(store.getValues()));
      reloadRelated();
      return;
    }
    for (const name of changed) pending.add(name);
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(flush, delayMs);
  });
  return () => {
    detached = true;
    stop();
    if (timer !== undefined) clearTimeout(timer);
  };
}
