/**
 * Every failure of the expression language: a syntax error (with the offset where it was found), a
 * refused construct, or a runtime failure. Nothing else escapes from parsing or evaluation.
 */
export class ExpressionError extends Error {
  override readonly name = 'ExpressionError';
  /** Zero-based offset in the source, when the error belongs to a place in it. */
  readonly position: number | undefined;

  constructor(message: string, position?: number) {
    super(position === undefined ? message : `${message} (at ${position + 1})`);
    this.position = position;
  }
}

/** The limits that keep a hostile or careless expression cheap. */
export const EXPRESSION_LIMITS = {
  /** Characters of source. */
  maxSourceLength: 2000,
  /** Syntactic nesting: parentheses, calls, arrays, unary operators, conditionals. */
  maxDepth: 64,
  /** Nodes visited plus list items handled by functions, per evaluation. */
  maxSteps: 100_000,
  /** Characters of any text the expression builds. */
  maxTextLength: 100_000,
} as const;
