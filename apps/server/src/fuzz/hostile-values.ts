import fc from 'fast-check';

/** Strings that have broken parsers, databases and templates somewhere before. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(8),
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1e309',
  '0x1F',
  '9007199254740993',
  'true',
  '[]',
  '{}',
  "' OR '1'='1' --",
  '"; drop table vehicles; --',
  '\\',
  '%',
  '%00',
  '%zz',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '\uD800',
  '\uDFFF',
  '\uFFFE\uFFFF',
  '\u202Eevil',
  'e\u0301\u0301\u0301',
  '🚌🚏🧑‍🦽',
  'Ünïcödé ß 漢字 العربية',
  '\r\n\t\v\f',
  '2026-02-30T25:61:61Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-00000000000\u0000',
  'P99999999D',
  '__proto__',
];

/** Numbers at the edges of JSON, JavaScript, PostgreSQL integer and float types. */
export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  1e-320,
  2147483647,
  2147483648,
  -2147483649,
  9007199254740991,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1.7976931348623157e308,
  -1.7976931348623157e308,
];

/** Raw (already percent-encoded) path or query fragments that decoders and routers trip on. */
export const RAW_URL_FRAGMENTS: readonly string[] = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%00',
  '%2F',
  '%2e%2e',
  '..',
  '.',
  '%u0041',
  '%25',
  '%FF%FE',
  'a%20b',
  '%F0%9F%9A%8C',
];

/** Arrays or objects nested `depth` deep. */
export function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { withCrossShrink: true },
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  // A NUL somewhere in an otherwise ordinary string.
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }))
      .map(([a, b]) => `${a}\u0000${b}`),
  },
  // Past every maxLength of the API, and far past it.
  {
    weight: 1,
    arbitrary: fc.constantFrom(101, 201, 257, 501, 1025, 4097, 70_000).map((n) => 'x'.repeat(n)),
  },
);

/** Any JSON value of the wrong kind: for a field, an item, a whole body. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], { a: 1 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(50, 500, 1000), fc.constantFrom<'array' | 'object'>('array', 'object'))
      .map(([depth, kind]) => nested(depth, kind)),
  },
  { weight: 1, arbitrary: fc.constantFrom(5_000, 25_000).map((n) => new Array<number>(n).fill(0)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Keys a body should not have: unknown ones, prototype pollution, a NUL, a long one. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'extra', '', '\u0000', 'k'.repeat(300)),
  fc.string({ minLength: 1, maxLength: 12 }),
);
