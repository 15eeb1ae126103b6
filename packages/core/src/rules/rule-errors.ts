/** One problem found in a rule set; `path` points into the rule (`condition.conditions[0].operator`). */
export interface RuleIssue {
  /** The rule's id, or null when the rule itself could not be read. */
  ruleId: number | null;
  path: string;
  message: string;
  /** Errors stop the rules from compiling; warnings describe rules that compile but misbehave. */
  severity: 'error' | 'warning';
}

/** A custom evaluation pattern that cannot be read; `position` is the 1-based column of the problem. */
export class RulePatternError extends Error {
  override readonly name = 'RulePatternError';
  readonly position: number;

  constructor(message: string, position: number) {
    super(message);
    this.position = position;
  }
}

/** A rule set that cannot compile: every error found, not only the first. */
export class RuleCompileError extends Error {
  override readonly name = 'RuleCompileError';
  readonly issues: readonly RuleIssue[];

  constructor(issues: readonly RuleIssue[]) {
    const first = issues[0];
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
    super(first ? `${first.message}${more}` : 'The rules cannot be compiled.');
    this.issues = issues;
  }
}
