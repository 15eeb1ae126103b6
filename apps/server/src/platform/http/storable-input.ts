import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

/**
 * NUL and a UTF-16 surrogate without its other half: PostgreSQL stores neither in `text` nor in
 * `jsonb`, so a value holding one would fail deep in a query as a 500. With the `u` flag a proper
 * pair is one code point, so only lone halves match the range.
 */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function unstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** Far deeper than any form tree or rule set the app sends; deeper input only costs stack and time. */
export const MAX_INPUT_DEPTH = 64;

type Problem = { path: string; kind: 'characters' | 'depth' };

function joinPath(path: string, key: string | number): string {
  return path === '' ? String(key) : `${path}.${key}`;
}

/** The first string (value or key) that cannot be stored, or the first place nested too deeply. */
export function findUnstorable(value: unknown): Problem | undefined {
  // Iterative, so hostile nesting cannot exhaust the stack before the depth limit is seen.
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: item, path, depth } = next;
    if (typeof item === 'string') {
      if (unstorable(item)) return { path, kind: 'characters' };
      continue;
    }
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= MAX_INPUT_DEPTH) return { path, kind: 'depth' };
    const entries: [string | number, unknown][] = Array.isArray(item)
      ? item.map((element, index) => [index, element])
      : Object.entries(item);
    for (const [key, element] of entries) {
      const at = joinPath(path, key);
      if (typeof key === 'string' && unstorable(key)) return { path: at, kind: 'characters' };
      pending.push({ value: element, path: at, depth: depth + 1 });
    }
  }
  return undefined;
}

function refusal(part: 'body' | 'query' | 'params', problem: Problem): AppError {
  const field = problem.path || '_';
  const where =
    part === 'body' ? `'${field}'` : `The ${part === 'query' ? 'query' : 'address'} value '${field}'`;
  const message =
    problem.kind === 'characters'
      ? `${where} contains characters that cannot be stored (a NUL character or half of a UTF-16 pair).`
      : `${where} is nested more than ${MAX_INPUT_DEPTH} levels deep.`;
  // A body is a set of values to save (422 per field); the address and query name what to read (400).
  return part === 'body'
    ? new AppError('UNPROCESSABLE', message, { [field]: [message] })
    : new AppError('BAD_REQUEST', message, { [field]: [message] });
}

/**
 * One check for every route, after its schema has parsed the input (so JSON inside a query string,
 * such as a list filter, is seen as the values the handler will bind).
 */
export async function refuseUnstorableInput(request: FastifyRequest): Promise<void> {
  for (const part of ['params', 'query', 'body'] as const) {
    const problem = findUnstorable(request[part]);
    if (problem) throw refusal(part, problem);
  }
}
