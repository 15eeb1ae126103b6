import { binary, type OperatorImpl } from './operator-impl';
import { textKey } from './text-operators';

/**
 * Multi-select operators. A value is a list of options (a single option reads as a list of one, an
 * empty value as none); options compare without case.
 */

function keysOfList(raw: unknown): string[] | undefined {
  if (raw === null || raw === undefined) return [];
  const list = Array.isArray(raw) ? raw : [raw];
  const keys: string[] = [];
  for (const entry of list) {
    if (entry === null || entry === undefined || entry === '') continue;
    const key = textKey(entry);
    if (key === undefined) return undefined;
    if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}

function rightKeys(raw: unknown): Set<string> | undefined {
  if (raw === null || raw === undefined) return undefined;
  const keys = keysOfList(raw);
  return keys ? new Set(keys) : undefined;
}

/** is: the same options, in any order; is not: a readable value with other options. */
function sameOptions(negate: boolean): OperatorImpl {
  return binary(rightKeys, (value, right) => {
    const left = keysOfList(value);
    if (!left) return false;
    const same = left.length === right.size && left.every((key) => right.has(key));
    return same !== negate;
  });
}

/** one of: at least one chosen option is in the list; not any of: none is. */
function anyOf(negate: boolean): OperatorImpl {
  return binary(rightKeys, (value, right) => {
    const left = keysOfList(value);
    if (!left) return false;
    return left.some((key) => right.has(key)) !== negate;
  });
}

export function multiFamilyOperator(name: string): OperatorImpl | undefined {
  switch (name) {
    case 'is':
      return sameOptions(false);
    case 'isNot':
      return sameOptions(true);
    case 'oneOf':
      return anyOf(false);
    case 'notAnyOf':
      return anyOf(true);
    default:
      return undefined;
  }
}
