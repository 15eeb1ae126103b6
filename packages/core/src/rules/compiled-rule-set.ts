import { type CompiledRule, RuleFrame } from './compiled-rules';
import { type EffectListener, EffectsBuilder } from './effects-builder';
import { resolveTimeZone } from './rule-dates';
import { type RuleTrace, traceRules } from './rule-trace';
import type { RuleEffects, RuleRecord, RuleUser } from './rule-types';

/** Related records and other context values the rules may read, by relation name or operand key. */
export type RuleRelated = Readonly<Record<string, unknown>>;

/** Which rules held and which of their nested groups passed, after the rules ran. */
export interface RuleState {
  held: Uint8Array;
  passed: Uint8Array;
}

/**
 * A rule set compiled once per form (compileRules). Evaluation runs the rules' closures against the
 * record and collects the actions of those that fired (spec 001 §4.2); nothing is parsed per call.
 */
export class CompiledRuleSet {
  /** Rule indices by the record key they read: what `session.update` re-runs after a change. */
  readonly readers: ReadonlyMap<string, readonly number[]>;
  private readonly builder: EffectsBuilder;
  private readonly frame = new RuleFrame();
  private readonly state: RuleState;

  constructor(
    readonly rules: readonly CompiledRule[],
    /** The top-level attributes the rules read, in slot order. */
    readonly slotNames: readonly string[],
    /** Action targets: field names and `@layout` names. */
    readonly targets: readonly string[],
    pairCount: number,
  ) {
    this.builder = new EffectsBuilder(targets, pairCount);
    this.state = this.newState();
    const readers = new Map<string, number[]>();
    rules.forEach((rule, index) => {
      for (const key of rule.reads) {
        const list = readers.get(key) ?? [];
        list.push(index);
        readers.set(key, list);
      }
    });
    this.readers = readers;
  }

  get groupCount(): number {
    const last = this.rules[this.rules.length - 1];
    return last ? last.groupOffset + last.groups.length : 0;
  }

  evaluate(record: RuleRecord, user: RuleUser, related?: RuleRelated): RuleEffects {
    const frame = this.prepare(this.frame, record, user, related);
    this.loadAll(frame);
    for (let index = 0; index < this.rules.length; index += 1) this.runRule(index, frame, this.state);
    return this.assemble(frame, this.state, undefined);
  }

  /** "Why is this hidden?": every rule, condition and value seen, and what each field got from whom. */
  trace(record: RuleRecord, user: RuleUser, related?: RuleRelated): RuleTrace {
    const frame = this.prepare(new RuleFrame(), record, user, related);
    this.loadAll(frame);
    const state = this.newState();
    for (let index = 0; index < this.rules.length; index += 1) this.runRule(index, frame, state);
    return traceRules(this.rules, frame, state, (listener) => this.assemble(frame, state, listener));
  }

  newState(): RuleState {
    return { held: new Uint8Array(this.rules.length), passed: new Uint8Array(this.groupCount) };
  }

  prepare(frame: RuleFrame, record: RuleRecord, user: RuleUser, related: RuleRelated | undefined): RuleFrame {
    frame.record = typeof record === 'object' && record !== null ? record : {};
    frame.related = related;
    frame.user = user;
    frame.zone = resolveTimeZone(user.timeZone);
    if (frame.values.length !== this.slotNames.length)
      frame.values = new Array(this.slotNames.length).fill(undefined);
    return frame;
  }

  /** Reads one attribute into its slot; a key the record lacks is looked up in `related`. */
  loadSlot(frame: RuleFrame, slot: number): void {
    const name = this.slotNames[slot] ?? '';
    const value = frame.record[name];
    frame.values[slot] = value === undefined && frame.related ? frame.related[name] : value;
  }

  loadAll(frame: RuleFrame): void {
    for (let slot = 0; slot < this.slotNames.length; slot += 1) this.loadSlot(frame, slot);
  }

  runRule(index: number, frame: RuleFrame, state: RuleState): void {
    const rule = this.rules[index];
    if (!rule) return;
    const held = rule.top.test(frame);
    state.held[index] = held ? 1 : 0;
    const { groups, groupOffset } = rule;
    for (let group = 0; group < groups.length; group += 1) {
      state.passed[groupOffset + group] = held && groups[group]?.group.test(frame) ? 1 : 0;
    }
  }

  /** The effects of the rules that held, in rule order: full and incremental evaluation share this. */
  assemble(frame: RuleFrame, state: RuleState, listener: EffectListener | undefined): RuleEffects {
    const { builder } = this;
    builder.begin();
    for (let index = 0; index < this.rules.length; index += 1) {
      const rule = this.rules[index];
      if (!rule || state.held[index] !== 1) continue;
      const { groups, groupOffset } = rule;
      if (groups.length === 0) {
        for (const source of rule.sources) builder.apply(source, listener);
        continue;
      }
      for (let group = 0; group < groups.length; group += 1) {
        if (state.passed[groupOffset + group] !== 1) continue;
        for (const source of groups[group]?.sources ?? []) builder.apply(source, listener);
      }
    }
    return builder.finish(frame.record, listener);
  }
}
