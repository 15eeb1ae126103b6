import { RulePatternError } from './rule-errors';

/**
 * Evaluation patterns of spec 001 §3.1 and §5.1: ALL_AND, ALL_OR, or a custom pattern of condition
 * numbers with AND, OR, NOT (any case) and parentheses. Precedence: NOT, then AND, then OR.
 */
export type PatternNode =
  | { kind: 'ref'; id: number }
  | { kind: 'not'; operand: PatternNode }
  | { kind: 'and'; operands: PatternNode[] }
  | { kind: 'or'; operands: PatternNode[] };

export interface EvalPattern {
  /** The pattern as written. */
  readonly source: string;
  readonly root: PatternNode;
  /** The condition ids the pattern reads, once each, in order of first use. */
  readonly ids: readonly number[];
  /** Whether the pattern holds, reading each referenced condition's result from `truth`. */
  evaluate(truth: (id: number) => boolean): boolean;
  /** Builds one closure from one closure per condition: the engine's compiled form, no per-call work. */
  bind<C>(leaf: (id: number) => (context: C) => boolean): (context: C) => boolean;
}

export type PatternCheck = { ok: true } | { ok: false; message: string; position: number };

const MAX_DEPTH = 64;

type Token =
  | { kind: 'number'; value: number; position: number }
  | { kind: 'and' | 'or' | 'not' | 'open' | 'close'; position: number }
  | { kind: 'end'; position: number };

const WORDS: Record<string, 'and' | 'or' | 'not'> = { AND: 'and', OR: 'or', NOT: 'not' };

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

function isSpace(char: string): boolean {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r';
}

function tokenize(pattern: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < pattern.length) {
    const char = pattern.charAt(index);
    const code = pattern.charCodeAt(index);
    const position = index + 1;
    if (isSpace(char)) index += 1;
    else if (char === '(') {
      tokens.push({ kind: 'open', position });
      index += 1;
    } else if (char === ')') {
      tokens.push({ kind: 'close', position });
      index += 1;
    } else if (isDigit(code)) {
      let end = index;
      while (end < pattern.length && isDigit(pattern.charCodeAt(end))) end += 1;
      tokens.push({ kind: 'number', value: Number(pattern.slice(index, end)), position });
      index = end;
    } else if (isLetter(code)) {
      let end = index;
      while (
        end < pattern.length &&
        (isLetter(pattern.charCodeAt(end)) || isDigit(pattern.charCodeAt(end)))
      ) {
        end += 1;
      }
      const word = pattern.slice(index, end);
      const kind = WORDS[word.toUpperCase()];
      if (!kind) {
        throw new RulePatternError(
          `The evaluation pattern has an unknown word '${word}' at position ${position}: use AND, OR and NOT.`,
          position,
        );
      }
      tokens.push({ kind, position });
      index = end;
    } else {
      const shown = String.fromCodePoint(pattern.codePointAt(index) ?? code);
      throw new RulePatternError(
        `The evaluation pattern has an unexpected character '${shown}' at position ${position}.`,
        position,
      );
    }
  }
  tokens.push({ kind: 'end', position: pattern.length + 1 });
  return tokens;
}

class PatternParser {
  private index = 0;

  constructor(
    private readonly tokens: readonly Token[],
    private readonly known: ReadonlySet<number>,
  ) {}

  parse(): PatternNode {
    const root = this.parseOr(0);
    const next = this.peek();
    if (next.kind === 'close') {
      throw new RulePatternError(
        `The evaluation pattern has a closing parenthesis without an opening one at position ${next.position}.`,
        next.position,
      );
    }
    if (next.kind !== 'end') this.expectedOperator(next);
    return root;
  }

  private peek(): Token {
    return this.tokens[this.index] ?? { kind: 'end', position: 0 };
  }

  private parseOr(depth: number): PatternNode {
    const operands = [this.parseAnd(depth)];
    while (this.peek().kind === 'or') {
      this.index += 1;
      operands.push(this.parseAnd(depth));
    }
    return operands.length === 1 && operands[0] ? operands[0] : { kind: 'or', operands };
  }

  private parseAnd(depth: number): PatternNode {
    const operands = [this.parseNot(depth)];
    while (this.peek().kind === 'and') {
      this.index += 1;
      operands.push(this.parseNot(depth));
    }
    return operands.length === 1 && operands[0] ? operands[0] : { kind: 'and', operands };
  }

  private parseNot(depth: number): PatternNode {
    const token = this.peek();
    if (depth > MAX_DEPTH) {
      throw new RulePatternError(
        `The evaluation pattern nests too deeply at position ${token.position}.`,
        token.position,
      );
    }
    if (token.kind === 'not') {
      this.index += 1;
      return { kind: 'not', operand: this.parseNot(depth + 1) };
    }
    if (token.kind === 'open') {
      this.index += 1;
      const inner = this.parseOr(depth + 1);
      const close = this.peek();
      if (close.kind !== 'close') {
        if (close.kind === 'end') {
          throw new RulePatternError(
            `The evaluation pattern has an unclosed parenthesis at position ${token.position}.`,
            token.position,
          );
        }
        this.expectedOperator(close);
      }
      this.index += 1;
      return inner;
    }
    if (token.kind === 'number') {
      this.index += 1;
      if (!this.known.has(token.value)) {
        throw new RulePatternError(
          `The evaluation pattern refers to condition ${token.value}, which does not exist.`,
          token.position,
        );
      }
      return { kind: 'ref', id: token.value };
    }
    throw new RulePatternError(
      `The evaluation pattern expects a condition number at position ${token.position}.`,
      token.position,
    );
  }

  private expectedOperator(token: Token): never {
    throw new RulePatternError(
      `The evaluation pattern expects AND or OR at position ${token.position}.`,
      token.position,
    );
  }
}

function evaluateNode(node: PatternNode, truth: (id: number) => boolean): boolean {
  switch (node.kind) {
    case 'ref':
      return truth(node.id);
    case 'not':
      return !evaluateNode(node.operand, truth);
    case 'and':
      return node.operands.every((operand) => evaluateNode(operand, truth));
    case 'or':
      return node.operands.some((operand) => evaluateNode(operand, truth));
  }
}

const alwaysTrue = (): boolean => true;
const alwaysFalse = (): boolean => false;

function bindNode<C>(
  node: PatternNode,
  leaf: (id: number) => (context: C) => boolean,
): (context: C) => boolean {
  if (node.kind === 'ref') return leaf(node.id);
  if (node.kind === 'not') {
    const operand = bindNode(node.operand, leaf);
    return (context) => !operand(context);
  }
  const operands = node.operands.map((operand) => bindNode(operand, leaf));
  const [only] = operands;
  if (operands.length === 1 && only) return only;
  // Groups of two to four conditions are the common case: fixed closures avoid a loop per call.
  const [first, second, third, fourth] = operands;
  if (operands.length === 2 && first && second) {
    return node.kind === 'and'
      ? (context) => first(context) && second(context)
      : (context) => first(context) || second(context);
  }
  if (operands.length === 3 && first && second && third) {
    return node.kind === 'and'
      ? (context) => first(context) && second(context) && third(context)
      : (context) => first(context) || second(context) || third(context);
  }
  if (operands.length === 4 && first && second && third && fourth) {
    return node.kind === 'and'
      ? (context) => first(context) && second(context) && third(context) && fourth(context)
      : (context) => first(context) || second(context) || third(context) || fourth(context);
  }
  const count = operands.length;
  if (node.kind === 'and') {
    return (context) => {
      for (let index = 0; index < count; index += 1) if (!operands[index]?.(context)) return false;
      return true;
    };
  }
  return (context) => {
    for (let index = 0; index < count; index += 1) if (operands[index]?.(context)) return true;
    return false;
  };
}

function idsOf(node: PatternNode, into: number[]): number[] {
  if (node.kind === 'ref') {
    if (!into.includes(node.id)) into.push(node.id);
  } else if (node.kind === 'not') idsOf(node.operand, into);
  else for (const operand of node.operands) idsOf(operand, into);
  return into;
}

function presetNode(kind: 'and' | 'or', conditionIds: readonly number[]): PatternNode {
  return { kind, operands: conditionIds.map((id): PatternNode => ({ kind: 'ref', id })) };
}

function makePattern(source: string, root: PatternNode): EvalPattern {
  const ids = idsOf(root, []);
  const empty = (root.kind === 'and' || root.kind === 'or') && root.operands.length === 0;
  return {
    source,
    root,
    ids,
    evaluate: (truth) => evaluateNode(root, truth),
    bind: (leaf) => {
      // An empty group: ALL_AND holds (no condition is false), ALL_OR does not (none is true).
      if (empty) return root.kind === 'and' ? alwaysTrue : alwaysFalse;
      return bindNode(root, leaf);
    },
  };
}

/**
 * Reads an evaluation pattern against the group's condition ids. Throws only `RulePatternError`,
 * whose message says what is wrong and where.
 */
export function parseEvalPattern(pattern: string, conditionIds: readonly number[]): EvalPattern {
  if (typeof pattern !== 'string') throw new RulePatternError('The evaluation pattern must be text.', 1);
  const preset = pattern.trim().toUpperCase();
  if (preset === 'ALL_AND') return makePattern(pattern, presetNode('and', conditionIds));
  if (preset === 'ALL_OR') return makePattern(pattern, presetNode('or', conditionIds));
  if (preset === '') throw new RulePatternError('The evaluation pattern is empty.', 1);
  const root = new PatternParser(tokenize(pattern), new Set(conditionIds)).parse();
  return makePattern(pattern, root);
}

/** The editor's check while the user types: never throws. */
export function checkEvalPattern(pattern: string, conditionIds: readonly number[]): PatternCheck {
  try {
    parseEvalPattern(pattern, conditionIds);
    return { ok: true };
  } catch (error) {
    if (error instanceof RulePatternError)
      return { ok: false, message: error.message, position: error.position };
    throw error;
  }
}
