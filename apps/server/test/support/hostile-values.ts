import fc from 'fast-check';

/** Real names and ids of the fuzzed app, mixed with hostile values so calls also get past the first check. */
export interface Vocabulary {
  ids: string[];
  objects: string[];
  /** Values for other path parameters, by name (`module`, `kind`, …). */
  names: Record<string, string[]>;
}

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** Text `Number()`, `JSON.parse` or PostgreSQL read surprisingly, and text PostgreSQL cannot store. */
const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00',
  '\uDBFF\uDFFF',
  '\t\r\n\u001b\u007f',
  ...PROTOTYPE_KEYS,
  '0x10',
  ' 1',
  '+1',
  '1e1',
  '0b1',
  '01',
  '1.5',
  '-0',
  '-1',
  '0',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '9'.repeat(40),
  '2147483648',
  '9007199254740993',
  'null',
  'true',
  '[]',
  '{}',
  '[{"columnName":"__proto__","value":1}]',
  '[{"columnName":"id","operation":"in","value":[[[]]]}]',
  '[{"columnName":"name","value":"\\u0000"}]',
  '[{"columnName":"created_at","value":"275760-09-13"}]',
  '[{"columnName":"id","value":1e400}]',
  "'; drop table users; --",
  '%00',
  '%',
  '../../etc/passwd',
  'x'.repeat(5000),
];

/** Single UTF-16 units: controls, NUL, both halves of surrogate pairs, and plain ASCII. */
const hostileUnit = fc
  .oneof(
    fc.integer({ min: 0, max: 0x1f }),
    fc.integer({ min: 0xd800, max: 0xdfff }),
    fc.integer({ min: 0x20, max: 0x7e }),
    fc.constantFrom(0x7f, 0xfeff, 0xfffe, 0x2028),
  )
  .map((code) => String.fromCharCode(code));

export function hostileText(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NASTY_TEXT) },
    { weight: 2, arbitrary: fc.string({ unit: hostileUnit, maxLength: 12 }) },
    { weight: 1, arbitrary: fc.double().map(String) },
    { weight: 1, arbitrary: fc.integer().map(String) },
  );
}

const hostileNumber = fc.oneof(
  fc.constantFrom(-0, 0, 1, -1, 1.5, 2 ** 31, 2 ** 53 + 2, 1e300, -1e300, Number.MAX_SAFE_INTEGER),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const hostileScalar = fc.oneof(hostileText(), hostileNumber, fc.boolean(), fc.constant(null));

/** Names the app's bodies use, so a hostile value lands where a handler reads it. */
const BODY_KEYS = [
  'name',
  'full_name',
  'industry',
  'employees',
  'tags',
  'founded',
  'active',
  'account_id',
  'version',
  'id',
  'newOwnerId',
  'permission',
  'to_user',
  'to_role',
  'ids',
  'targetId',
  'position',
  'filter',
  'sorting',
  'search',
  'paths',
  'locale',
  'orgid',
  'token',
  'rules',
  'baseVersion',
  'roles',
  'label',
  'type',
  'options',
  'attributes',
  'display_name',
  'module',
  'status',
  'body',
  'columnName',
  'value',
  'operation',
];

const hostileKey = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...BODY_KEYS) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
  { weight: 1, arbitrary: fc.string({ unit: hostileUnit, maxLength: 6 }) },
);

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? [value] : { value };
  return value;
}

/** A JSON body as text: objects of hostile values, wrong types, deep nesting, or not JSON at all. */
export function hostileBody(): fc.Arbitrary<string> {
  const value = fc.anything({ key: hostileKey, values: [hostileScalar], maxDepth: 3, maxKeys: 6 });
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .dictionary(hostileKey, fc.oneof(hostileScalar, value), { maxKeys: 6 })
        .map((body) => JSON.stringify(body)),
    },
    { weight: 2, arbitrary: value.map((body) => JSON.stringify(body) ?? 'null') },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 65, max: 400 }).map((depth) => JSON.stringify({ name: nested(depth) })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"x":1}}}',
        '{"name":',
        'null',
        '[]',
        '"text"',
        '',
        '\u0000',
      ),
    },
  );
}

const QUERY_KEYS = [
  'page',
  'pageSize',
  'filter',
  'sorting',
  'search',
  'q',
  'lat',
  'lng',
  'ids',
  'ids[]',
  'names',
  'objects',
  'permissions',
  'group',
  'groupBy',
];

/** Query pairs: known names (sometimes repeated, which Fastify reads as a list) with hostile values. */
export function hostileQuery(): fc.Arbitrary<[string, string][]> {
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...QUERY_KEYS) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 1, arbitrary: fc.string({ unit: hostileUnit, maxLength: 6 }) },
  );
  return fc.array(fc.tuple(key, hostileText()), { maxLength: 5 });
}
