import type { RuleEffects } from '@atrium/core';
import { type FieldRuleState, indexEffects, NO_RULE_STATE, sameRuleState } from '../rules/field-rule-state';

/** Who changed values: the person, the rules, or a (re)load from the server. */
export type ChangeSource = 'user' | 'rules' | 'load';

/** Everything one field shows, as one immutable snapshot (a new object only when something changed). */
export interface FieldSnapshot {
  value: unknown;
  errors: readonly string[];
  rules: FieldRuleState;
  loading: boolean;
  locked: boolean;
}

type Listener = () => void;
type ChangeListener = (changed: readonly string[], source: ChangeSource) => void;

const NO_ERRORS: readonly string[] = [];
const layoutKey = (nodeId: string) => `@${nodeId}`;
/** Neither a field name (an identifier) nor a layout key (`@{id}`). */
const LOAD_KEY = '#load';

/**
 * The values, errors and rule effects of one open form, outside React. Fields subscribe to their own
 * key, so a keystroke notifies the field typed into (and whatever the rules then change), never all.
 */
export class FormStore {
  private values: Readonly<Record<string, unknown>>;
  private errors: Readonly<Record<string, readonly string[]>> = {};
  private ruleStates = new Map<string, FieldRuleState>();
  private hiddenLayouts: ReadonlySet<string> = new Set();
  private loadingFields: ReadonlySet<string> = new Set();
  private lockedFields: ReadonlySet<string> = new Set();
  private effects: RuleEffects | undefined;
  private readonly snapshots = new Map<string, FieldSnapshot>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly changeListeners = new Set<ChangeListener>();
  private readonly childCounts = new Map<string, number>();
  private readonly countListeners = new Set<(name: string) => void>();
  private loads = 0;

  /** Always the current values, with a stable identity: widgets and the form context read through it. */
  readonly record: Readonly<Record<string, unknown>>;

  constructor(initial: Record<string, unknown> = {}) {
    this.values = { ...initial };
    this.record = new Proxy(
      {},
      {
        get: (_, key) => (typeof key === 'string' ? this.values[key] : undefined),
        has: (_, key) => typeof key === 'string' && key in this.values,
        ownKeys: () => Reflect.ownKeys(this.values),
        getOwnPropertyDescriptor: (_, key) =>
          typeof key === 'string' && key in this.values
            ? { configurable: true, enumerable: true, writable: false, value: this.values[key] }
            : undefined,
      },
    );
  }

  getValues(): Readonly<Record<string, unknown>> {
    return this.values;
  }

  getValue(name: string): unknown {
    return this.values[name];
  }

  getEffects(): RuleEffects | undefined {
    return this.effects;
  }

  getErrors(): Readonly<Record<string, readonly string[]>> {
    return this.errors;
  }

  /** Changes some values; listeners of exactly those fields hear of it. */
  setValues(patch: Record<string, unknown>, source: ChangeSource = 'user'): void {
    const changed = Object.keys(patch).filter((name) => !Object.is(this.values[name], patch[name]));
    if (changed.length === 0) return;
    this.values = { ...this.values, ...patch };
    this.touch(changed);
    for (const listener of this.changeListeners) listener(changed, source);
  }

  /** Replaces every value (a load or a reset). */
  replaceValues(next: Record<string, unknown>): void {
    const names = new Set([...Object.keys(this.values), ...Object.keys(next)]);
    const changed = [...names].filter((name) => !Object.is(this.values[name], next[name]));
    this.values = { ...next };
    this.loads += 1;
    this.touch(changed);
    this.notify([LOAD_KEY]);
    for (const listener of this.changeListeners) listener(changed, 'load');
  }

  /** How many times the record was loaded or replaced: what a widget reading the whole record follows. */
  getLoadCount(): number {
    return this.loads;
  }

  /** Hears of each load or replacement of the record (its id, version and flags may all have changed). */
  subscribeLoads(listener: Listener): () => void {
    return this.subscribe(LOAD_KEY, listener);
  }

  setErrors(next: Record<string, readonly string[]>): void {
    const names = new Set([...Object.keys(this.errors), ...Object.keys(next)]);
    const changed = [...names].filter((name) => !sameErrors(this.errors[name], next[name]));
    this.errors = next;
    this.touch(changed);
  }

  setEffects(effects: RuleEffects): void {
    this.effects = effects;
    const next = indexEffects(effects);
    const names = new Set([...this.ruleStates.keys(), ...next.keys()]);
    const changed = [...names].filter(
      (name) => !sameRuleState(this.ruleStates.get(name) ?? NO_RULE_STATE, next.get(name) ?? NO_RULE_STATE),
    );
    this.ruleStates = next;
    this.touch(changed);
    const hidden = new Set(effects.hiddenLayouts);
    const layouts = new Set([...this.hiddenLayouts, ...hidden]);
    const flipped = [...layouts].filter((id) => this.hiddenLayouts.has(id) !== hidden.has(id));
    this.hiddenLayouts = hidden;
    this.notify(flipped.map(layoutKey));
  }

  /** Fields showing a spinner (a widget loading its options) and fields locked while something runs. */
  setFieldFlags(flags: { loading?: readonly string[]; locked?: readonly string[] }): void {
    const changed: string[] = [];
    if (flags.loading) {
      const next = new Set(flags.loading);
      changed.push(...symmetricDifference(this.loadingFields, next));
      this.loadingFields = next;
    }
    if (flags.locked) {
      const next = new Set(flags.locked);
      changed.push(...symmetricDifference(this.lockedFields, next));
      this.lockedFields = next;
    }
    this.touch(changed);
  }

  getField(name: string): FieldSnapshot {
    const cached = this.snapshots.get(name);
    if (cached) return cached;
    const snapshot: FieldSnapshot = {
      value: this.values[name],
      errors: this.errors[name] ?? NO_ERRORS,
      rules: this.ruleStates.get(name) ?? NO_RULE_STATE,
      loading: this.loadingFields.has(name),
      locked: this.lockedFields.has(name),
    };
    this.snapshots.set(name, snapshot);
    return snapshot;
  }

  /**
   * How many children a saved record's related panel holds (stored and held), as the panel last
   * reported it; undefined while unknown (loading, failed). Validation checks minItems and maxItems
   * against it, since the panel's value holds only the children not yet created.
   */
  getChildCount(name: string): number | undefined {
    return this.childCounts.get(name);
  }

  setChildCount(name: string, count: number | undefined): void {
    if (this.childCounts.get(name) === count) return;
    if (count === undefined) this.childCounts.delete(name);
    else this.childCounts.set(name, count);
    for (const listener of this.countListeners) listener(name);
  }

  /** Hears of each panel whose child count changed, by its field name. */
  onChildCount(listener: (name: string) => void): () => void {
    this.countListeners.add(listener);
    return () => this.countListeners.delete(listener);
  }

  isLayoutHidden(nodeId: string): boolean {
    return this.hiddenLayouts.has(nodeId);
  }

  /** Hears of changes to one field (its name) or one layout node (`@{id}`). */
  subscribe(key: string, listener: Listener): () => void {
    const set = this.listeners.get(key) ?? new Set();
    set.add(listener);
    this.listeners.set(key, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  subscribeLayout(nodeId: string, listener: Listener): () => void {
    return this.subscribe(layoutKey(nodeId), listener);
  }

  /** Hears of every value change with the names that changed (rules, validation, dirty state). */
  onChange(listener: ChangeListener): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private touch(names: readonly string[]): void {
    for (const name of names) this.snapshots.delete(name);
    this.notify(names);
  }

  private notify(keys: readonly string[]): void {
    for (const key of keys) {
      const set = this.listeners.get(key);
      if (set) for (const listener of [...set]) listener();
    }
  }
}

function sameErrors(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  const left = a ?? NO_ERRORS;
  const right = b ?? NO_ERRORS;
  return left.length === right.length && left.every((message, i) => message === right[i]);
}

function symmetricDifference(a: ReadonlySet<string>, b: ReadonlySet<string>): string[] {
  return [...[...a].filter((x) => !b.has(x)), ...[...b].filter((x) => !a.has(x))];
}
