import type { BinaryOperator, ExpressionNode } from './expression-ast';
import { EXPRESSION_LIMITS, ExpressionError } from './expression-error';
import { functionNamed } from './expression-functions';
import { type Token, tokenize } from './expression-lexer';

const TERNARY_POWER = 1;
const PREFIX_POWER = 8;

const INFIX_POWERS: Record<string, number> = {
  '||': 2,
  '&&': 3,
  '==': 4,
  '!=': 4,
  '===': 4,
  '!==': 4,
  '<': 5,
  '<=': 5,
  '>': 5,
  '>=': 5,
  '+': 6,
  '-': 6,
  '*': 7,
  '/': 7,
  '%': 7,
};

/** The whole record, so `record.amount` and `data.amount` read the field `amount`. */
const RECORD_ROOTS = new Set(['record', 'data']);
const LITERALS = new Map<string, null | boolean>([
  ['true', true],
  ['false', false],
  ['null', null],
]);

/** Names that lead to prototypes; refused wherever a property or field name is given. */
export function isForbiddenName(name: string): boolean {
  return name === 'constructor' || name === 'prototype' || name.startsWith('__');
}

class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): ExpressionNode {
    const node = this.expression(0);
    const next = this.peek();
    if (next.type !== 'end') throw new ExpressionError(`Unexpected '${next.value}'`, next.position);
    return node;
  }

  private peek(): Token {
    const token = this.tokens[this.index];
    if (token === undefined) throw new ExpressionError('Unexpected end of expression');
    return token;
  }

  private next(): Token {
    const token = this.peek();
    if (token.type !== 'end') this.index += 1;
    return token;
  }

  private isPunctuator(value: string): boolean {
    const token = this.peek();
    return token.type === 'punctuator' && token.value === value;
  }

  private expect(value: string): Token {
    const token = this.next();
    if (token.type !== 'punctuator' || token.value !== value) {
      throw new ExpressionError(
        token.type === 'end' ? `Expected '${value}' before the end` : `Expected '${value}'`,
        token.position,
      );
    }
    return token;
  }

  private expression(minPower: number): ExpressionNode {
    this.depth += 1;
    if (this.depth > EXPRESSION_LIMITS.maxDepth) {
      throw new ExpressionError('Expression is nested too deeply', this.peek().position);
    }
    let left = this.postfix(this.prefix());
    for (;;) {
      const token = this.peek();
      if (token.type !== 'punctuator') break;
      if (token.value === '?') {
        if (TERNARY_POWER < minPower) break;
        this.next();
        const consequent = this.expression(0);
        this.expect(':');
        const alternate = this.expression(TERNARY_POWER);
        left = { kind: 'conditional', test: left, consequent, alternate, position: token.position };
        continue;
      }
      const power = INFIX_POWERS[token.value];
      if (power === undefined || power <= minPower) break;
      this.next();
      const right = this.expression(power);
      left =
        token.value === '&&' || token.value === '||'
          ? { kind: 'logical', operator: token.value, left, right, position: token.position }
          : {
              kind: 'binary',
              operator: token.value as BinaryOperator,
              left,
              right,
              position: token.position,
            };
    }
    this.depth -= 1;
    return left;
  }

  private prefix(): ExpressionNode {
    const token = this.next();
    switch (token.type) {
      case 'number':
      case 'string':
        return { kind: 'literal', value: token.value, position: token.position };
      case 'name':
        return this.name(token);
      case 'end':
        throw new ExpressionError('Unexpected end of expression', token.position);
      case 'punctuator':
        return this.punctuatorPrefix(token);
    }
  }

  private punctuatorPrefix(token: Token & { type: 'punctuator' }): ExpressionNode {
    switch (token.value) {
      case '(': {
        const inner = this.expression(0);
        this.expect(')');
        return inner;
      }
      case '[': {
        const elements = this.list(']');
        return { kind: 'array', elements, position: token.position };
      }
      case '-':
      case '+':
      case '!':
        return {
          kind: 'unary',
          operator: token.value,
          operand: this.expression(PREFIX_POWER - 1),
          position: token.position,
        };
      default:
        throw new ExpressionError(`Unexpected '${token.value}'`, token.position);
    }
  }

  private name(token: Token & { type: 'name' }): ExpressionNode {
    const literal = LITERALS.get(token.value.toLowerCase());
    if (literal !== undefined) return { kind: 'literal', value: literal, position: token.position };
    if (this.isPunctuator('(')) {
      const name = functionNamed(token.value);
      if (name === undefined) throw new ExpressionError(`Unknown function ${token.value}`, token.position);
      this.next();
      return { kind: 'call', name, args: this.list(')'), position: token.position };
    }
    if (RECORD_ROOTS.has(token.value)) return this.recordField(token);
    return this.field(token.value, token.position);
  }

  /** `record.x` and `record['x']` read field x; the record itself is never a value. */
  private recordField(root: Token): ExpressionNode {
    const access = this.next();
    if (access.type === 'punctuator' && access.value === '.') {
      const property = this.next();
      if (property.type !== 'name') throw new ExpressionError('Expected a field name', property.position);
      return this.field(property.value, property.position);
    }
    if (access.type === 'punctuator' && access.value === '[') {
      const key = this.next();
      if (key.type !== 'string') {
        throw new ExpressionError(`${root.value}[…] takes a quoted field name`, key.position);
      }
      this.expect(']');
      return this.field(key.value, key.position);
    }
    throw new ExpressionError(`${root.value} must be followed by a field name`, root.position);
  }

  private field(name: string, position: number): ExpressionNode {
    if (isForbiddenName(name)) throw new ExpressionError(`'${name}' cannot be read`, position);
    return { kind: 'field', name, position };
  }

  private postfix(start: ExpressionNode): ExpressionNode {
    let node = start;
    for (;;) {
      const token = this.peek();
      if (token.type !== 'punctuator') return node;
      if (token.value === '.') {
        this.next();
        const property = this.next();
        if (property.type !== 'name')
          throw new ExpressionError('Expected a property name', property.position);
        if (isForbiddenName(property.value)) {
          throw new ExpressionError(`'${property.value}' cannot be read`, property.position);
        }
        node = { kind: 'member', object: node, property: property.value, position: property.position };
      } else if (token.value === '[') {
        this.next();
        const index = this.expression(0);
        this.expect(']');
        node = { kind: 'index', object: node, index, position: token.position };
      } else if (token.value === '(') {
        throw new ExpressionError('Only the listed functions can be called', token.position);
      } else {
        return node;
      }
    }
  }

  private list(close: ')' | ']'): ExpressionNode[] {
    const items: ExpressionNode[] = [];
    if (this.isPunctuator(close)) {
      this.next();
      return items;
    }
    for (;;) {
      items.push(this.expression(0));
      if (this.isPunctuator(',')) {
        this.next();
        continue;
      }
      this.expect(close);
      return items;
    }
  }
}

/** Parses an expression into its tree; syntax errors are `ExpressionError`s with a position. */
export function parseExpression(source: string): ExpressionNode {
  if (source.length > EXPRESSION_LIMITS.maxSourceLength) {
    throw new ExpressionError(`Expression is longer than ${EXPRESSION_LIMITS.maxSourceLength} characters`);
  }
  if (source.trim() === '') throw new ExpressionError('Expression is empty', 0);
  return new Parser(tokenize(source)).parse();
}
