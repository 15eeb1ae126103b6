import type { EvalPattern } from './eval-pattern';
import type { RuleIssue } from './rule-errors';
import { TargetTable } from './target-table';

/** An attribute of the object the rules run on (or of a related object). */
export interface RuleAttribute {
  name: string;
  /** The field type (`singleLine`, `numberField`, …): it fixes the operators allowed. */
  type: string;
  options?: unknown;
}

/** What the rules are compiled against. */
export interface RuleCompileContext {
  attributes: readonly RuleAttribute[];
  /** Attributes of related objects, by relation name (the first hop of a chain, or a `has one` list). */
  relations?: Readonly<Record<string, { attributes: readonly RuleAttribute[] }>>;
  /** The form's field names: checkRules warns about actions that target any other. */
  formFields?: readonly string[];
}

/** The attributes a group's conditions read: the record's at the top, a related object's inside `has one`. */
export interface Scope {
  attributes: ReadonlyMap<string, RuleAttribute> | undefined;
  top: boolean;
}

function byName(attributes: readonly RuleAttribute[]): Map<string, RuleAttribute> {
  return new Map(attributes.map((attribute) => [attribute.name, attribute]));
}

/** Patterns up to this many conditions are checked for never being true, by trying every combination. */
const EXHAUSTIVE_LIMIT = 12;

export class CompileState {
  readonly issues: RuleIssue[] = [];
  readonly slotNames: string[] = [];
  readonly relations: ReadonlyMap<string, ReadonlyMap<string, RuleAttribute>>;
  readonly topScope: Scope;
  readonly targets = new TargetTable();
  ruleId: number | null = null;
  reads = new Set<string>();
  private readonly slots = new Map<string, number>();

  /**
   * @param warns whether to look for what only warns (a pattern never true, a constant never matched):
   * checkRules reports those, while a form compiling its rules to run them has no use for them.
   */
  constructor(
    context: RuleCompileContext,
    readonly warns = true,
  ) {
    this.topScope = { attributes: byName(context.attributes ?? []), top: true };
    this.relations = new Map(
      Object.entries(context.relations ?? {}).map(([name, relation]) => [
        name,
        byName(relation.attributes ?? []),
      ]),
    );
  }

  error(path: string, message: string): void {
    this.issues.push({ ruleId: this.ruleId, path, message, severity: 'error' });
  }

  warning(path: string, message: string): void {
    if (!this.warns) return;
    this.issues.push({ ruleId: this.ruleId, path, message, severity: 'warning' });
  }

  /** The value slot of a top-level attribute, shared by every condition that reads it. */
  slotFor(name: string): number {
    let slot = this.slots.get(name);
    if (slot === undefined) {
      slot = this.slotNames.length;
      this.slotNames.push(name);
      this.slots.set(name, slot);
    }
    return slot;
  }

  checkPattern(pattern: EvalPattern, ids: readonly number[], path: string): void {
    if (!this.warns) return;
    const unused = ids.filter((id) => !pattern.ids.includes(id));
    if (unused.length > 0) {
      this.warning(
        `${path}.evalPattern`,
        `The evaluation pattern does not use condition ${unused.join(', ')}.`,
      );
    }
    if (pattern.ids.length > EXHAUSTIVE_LIMIT) return;
    const order = pattern.ids;
    for (let mask = 0; mask < 1 << order.length; mask += 1) {
      if (pattern.evaluate((id) => ((mask >> order.indexOf(id)) & 1) === 1)) return;
    }
    this.warning(`${path}.evalPattern`, 'The evaluation pattern can never be true.');
  }
}
