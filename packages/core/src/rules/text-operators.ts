import { binary, memoize, type OperatorImpl, rememberAnswer } from './operator-impl';
import { callingCodeOf, internationalDigits } from './phone-country';
import { toFiniteNumber, toText, utf8ByteLength } from './rule-values';

/**
 * Text, phone and e-mail operators. Comparisons ignore case; a missing value reads as ''. A value
 * that is no text at all (a list, an object) makes every one of these operators false.
 */

/** Lower-case text of a value, or undefined when it is no text. */
export function textKey(raw: unknown): string | undefined {
  const text = toText(raw);
  return text === undefined ? undefined : text.toLowerCase();
}

const BOOLEAN_ALIASES: Record<string, string> = { true: '1', yes: '1', false: '0', no: '0' };

/** For checkboxes and yes/no operands: 'true' / 'yes' read as '1', 'false' / 'no' as '0'. */
export function booleanKey(raw: unknown): string | undefined {
  const key = textKey(raw);
  return key === undefined ? undefined : (BOOLEAN_ALIASES[key] ?? key);
}

function keysOf(raw: unknown, keyOf: (raw: unknown) => string | undefined): Set<string> | undefined {
  if (raw === null || raw === undefined) return undefined;
  const list = Array.isArray(raw) ? raw : [raw];
  const keys = new Set<string>();
  for (const entry of list) {
    const key = keyOf(entry);
    if (key !== undefined) keys.add(key);
  }
  return keys.size > 0 ? keys : undefined;
}

/** is / is not: the left value equals the constant, or one of a list constant. */
export function equalityOperator(negate: boolean, booleanLike: boolean): OperatorImpl {
  const keyOf = booleanLike ? booleanKey : textKey;
  const left = memoize(keyOf);
  const test = (value: unknown, keys: Set<string>): boolean => {
    const key = left(value);
    return key !== undefined && keys.has(key) !== negate;
  };
  return binary(
    (raw) => keysOf(raw, keyOf),
    test,
    (keys) => rememberAnswer((value) => test(value, keys)),
  );
}

type TextTest = (left: string, right: string) => boolean;

const TEXT_TESTS: Record<string, TextTest> = {
  startsWith: (left, right) => left.startsWith(right),
  notStartsWith: (left, right) => !left.startsWith(right),
  endsWith: (left, right) => left.endsWith(right),
  notEndsWith: (left, right) => !left.endsWith(right),
  contains: (left, right) => left.includes(right),
  notContains: (left, right) => !left.includes(right),
};

/** A right side that is missing is unusable, not '' (which every text would start with). */
function rightText(raw: unknown): string | undefined {
  return raw === null || raw === undefined ? undefined : textKey(raw);
}

function textOperator(test: TextTest): OperatorImpl {
  const left = memoize(textKey);
  const check = (value: unknown, right: string): boolean => {
    const key = left(value);
    return key !== undefined && test(key, right);
  };
  return binary(rightText, check, (right) => rememberAnswer((value) => check(value, right)));
}

/** min / max characters, counted in UTF-8 bytes (spec 001 §5.1). */
function lengthOperator(atLeast: boolean): OperatorImpl {
  const bytes = memoize((raw) => {
    const text = toText(raw);
    return text === undefined ? -1 : utf8ByteLength(text);
  });
  return binary(
    (raw) => {
      const limit = toFiniteNumber(raw);
      return Number.isNaN(limit) ? undefined : limit;
    },
    (value, limit) => {
      const length = bytes(value);
      return length >= 0 && (atLeast ? length >= limit : length <= limit);
    },
  );
}

function countryOperator(negate: boolean): OperatorImpl {
  const digits = memoize((raw) => (typeof raw === 'string' ? (internationalDigits(raw) ?? '') : ''));
  return binary(
    (raw) => (typeof raw === 'string' || typeof raw === 'number' ? callingCodeOf(String(raw)) : undefined),
    (value, code) => {
      const phone = digits(value);
      return phone !== '' && phone.startsWith(code) !== negate;
    },
  );
}

type EmailPart = 'username' | 'domain' | 'tld';

/** The part of an address, lower-case; '' when the value is no address (then the operator is false). */
function emailPart(raw: unknown, part: EmailPart): string {
  if (typeof raw !== 'string') return '';
  const address = raw.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return '';
  if (part === 'username') return address.slice(0, at);
  const domain = address.slice(at + 1);
  if (part === 'domain') return domain;
  const dot = domain.lastIndexOf('.');
  return dot < 0 || dot === domain.length - 1 ? '' : domain.slice(dot + 1);
}

function emailOperator(part: EmailPart, negate: boolean): OperatorImpl {
  const left = memoize((raw) => emailPart(raw, part));
  return binary(
    (raw) => {
      const key = textKey(raw)?.trim();
      // `@example.com` and `.com` are written as often as `example.com` and `com`.
      const bare =
        part === 'domain' ? key?.replace(/^@/, '') : part === 'tld' ? key?.replace(/^\./, '') : key;
      return bare ? bare : undefined;
    },
    (value, right) => {
      const actual = left(value);
      return actual !== '' && (actual === right) !== negate;
    },
  );
}

/** The text-family operator of that name, or undefined when it is none of these. */
export function textFamilyOperator(name: string): OperatorImpl | undefined {
  const test = TEXT_TESTS[name];
  if (test) return textOperator(test);
  switch (name) {
    case 'is':
      return equalityOperator(false, false);
    case 'isNot':
      return equalityOperator(true, false);
    case 'minChars':
      return lengthOperator(true);
    case 'maxChars':
      return lengthOperator(false);
    case 'countryIs':
      return countryOperator(false);
    case 'countryIsNot':
      return countryOperator(true);
    case 'usernameIs':
      return emailOperator('username', false);
    case 'usernameIsNot':
      return emailOperator('username', true);
    case 'domainIs':
      return emailOperator('domain', false);
    case 'domainIsNot':
      return emailOperator('domain', true);
    case 'tldIs':
      return emailOperator('tld', false);
    case 'tldIsNot':
      return emailOperator('tld', true);
    default:
      return undefined;
  }
}
