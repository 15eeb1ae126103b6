import type { EffectSource } from './compiled-rules';
import type { RuleEffects } from './rule-types';

/**
 * Collects the actions of the rules that fired into RuleEffects (spec 001 §4.1, §4.2). Conflicts:
 * hide beats show; a hidden field is not required; the last SET_VALUE in rule order wins; several
 * SET_OPTIONS on one field keep the options all of them allow. Scratch arrays are reused between
 * evaluations (stamped with an epoch), so only the returned effects are allocated.
 */
export type EffectKind = 'hidden' | 'shown' | 'required' | 'readOnly' | 'filled' | 'restricted' | 'warned';

export type EffectListener = (field: string, kind: EffectKind, source: EffectSource) => void;

interface PendingOptions {
  source: EffectSource;
  target: number;
}

function optionKey(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return value ? '1' : '0';
  return undefined;
}

/** The options a source value maps to; undefined when none of its values is in the mapping. */
function allowedFor(
  map: ReadonlyMap<string, readonly string[]>,
  value: unknown,
): readonly string[] | undefined {
  if (!Array.isArray(value)) {
    const key = optionKey(value);
    return key === undefined ? undefined : map.get(key);
  }
  let allowed: string[] | undefined;
  for (const entry of value) {
    const key = optionKey(entry);
    const mapped = key === undefined ? undefined : map.get(key);
    if (!mapped) continue;
    allowed ??= [];
    for (const option of mapped) if (!allowed.includes(option)) allowed.push(option);
  }
  return allowed;
}

export class EffectsBuilder {
  private epoch = 0;
  private readonly seen: Uint32Array;
  private readonly hidden: Uint32Array;
  private readonly shown: Uint32Array;
  private readonly required: Uint32Array;
  private readonly readOnly: Uint32Array;
  private readonly touched: number[] = [];
  private readonly requiredOrder: number[] = [];
  private readonly readOnlyOrder: number[] = [];
  private readonly pending: PendingOptions[] = [];
  private effects: RuleEffects = EffectsBuilder.empty();

  constructor(
    private readonly targets: readonly string[],
    pairCount: number,
  ) {
    this.seen = new Uint32Array(pairCount);
    this.hidden = new Uint32Array(targets.length);
    this.shown = new Uint32Array(targets.length);
    this.required = new Uint32Array(targets.length);
    this.readOnly = new Uint32Array(targets.length);
  }

  static empty(): RuleEffects {
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

  begin(): void {
    this.epoch += 1;
    if (this.epoch === 0xffffffff) {
      for (const stamps of [this.seen, this.hidden, this.shown, this.required, this.readOnly]) stamps.fill(0);
      this.epoch = 1;
    }
    this.touched.length = 0;
    this.requiredOrder.length = 0;
    this.readOnlyOrder.length = 0;
    this.pending.length = 0;
    this.effects = EffectsBuilder.empty();
  }

  apply(source: EffectSource, listener: EffectListener | undefined): void {
    const { action } = source;
    const { epoch, effects } = this;
    for (let index = 0; index < action.targets.length; index += 1) {
      const target = action.targets[index] ?? 0;
      const pair = action.dedupSlots[index] ?? 0;
      if (this.seen[pair] === epoch) continue;
      this.seen[pair] = epoch;
      const field = this.targets[target] ?? '';
      switch (action.name) {
        case 'SHOW_FIELD':
          this.touch(target);
          this.shown[target] = epoch;
          listener?.(field, 'shown', source);
          break;
        case 'HIDE_FIELD':
          this.hide(target, field, source, listener);
          break;
        case 'HIDE_LAYOUT':
          if (field.startsWith('@')) {
            const layout = field.slice(1);
            if (!effects.hiddenLayouts.includes(layout)) effects.hiddenLayouts.push(layout);
            listener?.(field, 'hidden', source);
          } else this.hide(target, field, source, listener);
          break;
        case 'MAKE_REQUIRED':
          if (this.required[target] !== epoch) this.requiredOrder.push(target);
          this.required[target] = epoch;
          listener?.(field, 'required', source);
          break;
        case 'READONLY_FIELD':
        case 'READONLY_FIELDS':
          if (this.readOnly[target] !== epoch) this.readOnlyOrder.push(target);
          this.readOnly[target] = epoch;
          listener?.(field, 'readOnly', source);
          break;
        case 'SET_VALUE':
          effects.values[field] = action.value;
          listener?.(field, 'filled', source);
          break;
        case 'SET_OPTIONS':
          this.pending.push({ source, target });
          break;
        case 'SHOW_WARNING':
          effects.warnings.push({ field, message: action.message });
          listener?.(field, 'warned', source);
          break;
      }
    }
  }

  finish(record: Readonly<Record<string, unknown>>, listener: EffectListener | undefined): RuleEffects {
    const { effects, epoch } = this;
    for (const target of this.touched) {
      const field = this.targets[target] ?? '';
      if (this.hidden[target] === epoch) effects.visibility[field] = 'hidden';
      else if (this.shown[target] === epoch) effects.visibility[field] = 'shown';
    }
    for (const target of this.requiredOrder) {
      if (this.hidden[target] !== epoch) effects.required.push(this.targets[target] ?? '');
    }
    for (const target of this.readOnlyOrder) effects.readOnly.push(this.targets[target] ?? '');
    if (this.pending.length > 0) this.restrictOptions(record, listener);
    return effects;
  }

  private touch(target: number): void {
    if (this.hidden[target] !== this.epoch && this.shown[target] !== this.epoch) this.touched.push(target);
  }

  private hide(
    target: number,
    field: string,
    source: EffectSource,
    listener: EffectListener | undefined,
  ): void {
    this.touch(target);
    this.hidden[target] = this.epoch;
    listener?.(field, 'hidden', source);
  }

  /** Set Options (spec 001 §4.1): restrict, clear a value no longer allowed, pick the only option left. */
  private restrictOptions(
    record: Readonly<Record<string, unknown>>,
    listener: EffectListener | undefined,
  ): void {
    const { values, options } = this.effects;
    const current = (field: string): unknown =>
      Object.hasOwn(values, field) ? values[field] : record[field];
    const restrictedBy = new Map<string, EffectSource>();
    for (const { source, target } of this.pending) {
      const { action } = source;
      if (!action.optionMap) continue;
      const allowed = allowedFor(action.optionMap, current(action.optionSource));
      if (!allowed) continue;
      const field = this.targets[target] ?? '';
      const kept = options[field];
      options[field] = kept ? kept.filter((option) => allowed.includes(option)) : [...allowed];
      restrictedBy.set(field, source);
      listener?.(field, 'restricted', source);
    }
    for (const [field, source] of restrictedBy) {
      const kept = options[field] ?? [];
      const value = current(field);
      const only = kept.length === 1 ? kept[0] : undefined;
      let next: unknown = value;
      if (Array.isArray(value)) {
        const filtered = value.filter((entry) => kept.includes(optionKey(entry) ?? ''));
        next = only !== undefined ? [only] : filtered.length === value.length ? value : filtered;
      } else if (only !== undefined) next = only;
      else if (optionKey(value) !== undefined && !kept.includes(optionKey(value) ?? '')) next = null;
      if (next !== value || (only !== undefined && !Object.hasOwn(values, field))) {
        values[field] = next;
        listener?.(field, 'filled', source);
      }
    }
  }
}
