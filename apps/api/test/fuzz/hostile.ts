// Hostile values: strings and numbers that break parsers, databases and renderers more often than random ones do
// (NUL, lone surrogates, bidi overrides, SQL and template syntax, huge and deeply nested values, prototype keys).
import fc from 'fast-check';

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'nul\u0000byte',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  'zero\u200bwidth',
  '🚀👩‍👩‍👧‍👦',
  'e\u0301\u0301\u0301',
  'İı',
  '１２３',
  "' OR 1=1 --",
  '%_\\',
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e400',
  'true',
  'null',
  '\r\nX-Injected: 1',
];
export const HOSTILE_NUMBERS = [-1, -0, 0.5, -0.5, 1e-320, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, -(2 ** 53) - 2];

/** `depth` levels of `{ a: … }` or `[ … ]`. */
export function nested(depth: number, kind: 'object' | 'array'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = kind === 'object' ? { a: value } : [value];
  return value;
}

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
  fc.integer({ min: 5_000, max: 60_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom(nested(2_000, 'object'), nested(2_000, 'array'), JSON.parse('{"__proto__": {"isAdmin": true}}') as unknown, {
    constructor: { prototype: { isAdmin: true } },
  }),
  fc.jsonValue({ maxDepth: 3 }),
);
