import { ExpressionError } from './expression-error';

export type Token =
  | { type: 'number'; value: number; position: number }
  | { type: 'string'; value: string; position: number }
  | { type: 'name'; value: string; position: number }
  | { type: 'punctuator'; value: string; position: number }
  | { type: 'end'; value: ''; position: number };

// Longest first, so `===` is not read as `==` then `=`.
const PUNCTUATORS = [
  '===',
  '!==',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '+',
  '-',
  '*',
  '/',
  '%',
  '<',
  '>',
  '!',
  '?',
  ':',
  '(',
  ')',
  '[',
  ']',
  ',',
  '.',
] as const;

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"' };
const NUMBER = /\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?/y;
const NAME = /[A-Za-z_][A-Za-z0-9_]*/y;
const SPACE = /\s/;

function readString(source: string, start: number): { value: string; end: number } {
  const quote = source[start];
  let value = '';
  let index = start + 1;
  while (index < source.length) {
    const char = source[index];
    if (char === quote) return { value, end: index + 1 };
    if (char === '\\') {
      const next = source[index + 1];
      const escaped = next === undefined ? undefined : ESCAPES[next];
      if (escaped === undefined) throw new ExpressionError('Unknown escape in text', index);
      value += escaped;
      index += 2;
      continue;
    }
    value += char;
    index += 1;
  }
  throw new ExpressionError('Unterminated text', start);
}

function matchAt(pattern: RegExp, source: string, index: number): string | undefined {
  pattern.lastIndex = index;
  return pattern.exec(source)?.[0];
}

/** Splits the source into tokens; the last one is always `end`. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < source.length) {
    const char = source.charAt(index);
    if (SPACE.test(char)) {
      index += 1;
      continue;
    }
    if (char === "'" || char === '"') {
      const { value, end } = readString(source, index);
      tokens.push({ type: 'string', value, position: index });
      index = end;
      continue;
    }
    const number = matchAt(NUMBER, source, index);
    if (number !== undefined) {
      const value = Number(number);
      if (!Number.isFinite(value)) throw new ExpressionError('Number out of range', index);
      tokens.push({ type: 'number', value, position: index });
      index += number.length;
      continue;
    }
    const name = matchAt(NAME, source, index);
    if (name !== undefined) {
      tokens.push({ type: 'name', value: name, position: index });
      index += name.length;
      continue;
    }
    const punctuator = PUNCTUATORS.find((candidate) => source.startsWith(candidate, index));
    if (punctuator === undefined) throw new ExpressionError(`Unexpected character '${char}'`, index);
    tokens.push({ type: 'punctuator', value: punctuator, position: index });
    index += punctuator.length;
  }
  tokens.push({ type: 'end', value: '', position: source.length });
  return tokens;
}
