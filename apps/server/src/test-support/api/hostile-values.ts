import fc from 'fast-check';

/** Text that has broken servers: NUL and other controls, lone surrogates, injections, huge or empty. */
/** Ordinary text with a control character, a NUL most often, or a lone surrogate inside it. */
const textWithControl = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\u0000', '\u0001', '\u001f', '\u007f', '\ud800', '\uffff'), fc.string({ maxLength: 8 }))
  .map((parts) => parts.join(''));

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: textWithControl, weight: 3 },
  { weight: 3, arbitrary: fc.constantFrom(
    '\u0000', 'a\u0000b', '%00', '\\u0000', '\u0007\u001b[31m', '\r\n\r\nX-Injected: 1', "' OR '1'='1' --", '"; drop table properties; --',
    '../../../etc/passwd', '..%2f..%2fetc%2fpasswd', '<script>alert(1)</script>', '${7*7}{{7*7}}', '__proto__', 'constructor', 'prototype',
    '\u202e\u0645\u0631\u062d\u0628\u0627', '\ufeff', '\ud800', '\udfff\ud800', 'Z\u0351\u0352\u0353\u0354\u0355', '👩‍👩‍👧‍👦'.repeat(40), ' ', '',
    'null', 'undefined', 'NaN', 'Infinity', '-1', '1e309', '9'.repeat(400), '0x7fffffff', 'x'.repeat(20_000), 'true', '[]', '{}',
  ) },
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 24 }),
  fc.integer().map(String),
  fc.double().map(String),
);

/** Numbers at and past the edges of what JSON, JavaScript and PostgreSQL hold. */
const hostileNumber = fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -(2 ** 63), 2 ** 31, -(2 ** 31) - 1, 1e-320, -0, 0, -1, 0.5, 1e21);

/** A value nested deeper than any body the API takes. */
const deepValue = fc.integer({ min: 33, max: 400 }).map((depth) => Array.from({ length: depth }).reduce<unknown>((inner) => [inner], 'x'));

/** Any JSON value of the wrong kind, or of the right kind at an edge. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText, weight: 4 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}), weight: 2 },
  { arbitrary: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.dictionary(hostileText, fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }), weight: 1 },
  { arbitrary: deepValue, weight: 1 },
);

/** Bodies no JSON schema describes: broken, deep, out of range, prototype-polluting, or not JSON at all. */
export const hostileRawBody: fc.Arbitrary<{ raw: string; contentType: string }> = fc.oneof(
  fc.constantFrom(
    '{', '{"a":', '[', '', 'null', 'true', '"text"', '1e309', '{"price":1e309}', '-1e309', '9'.repeat(1000), '\ufeff{}', '{"a":1,"a":2}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`, `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
    '{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":true}}}', '{"name":"\\u0000"}', '{"name":"\\ud800"}',
  ).map((raw) => ({ raw, contentType: 'application/json' })),
  fc.record({ raw: hostileText, contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'application/json; charset=utf-16', 'multipart/form-data; boundary=x') }),
);

/** Every place inside a JSON value where another value could stand, as key paths. */
function pathsIn(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value !== 'object' || value === null) return [];
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsIn(child, [...prefix, key])]);
}

function replaceAt(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[key!] = replaceAt(copy[key!], rest, replacement);
  return copy;
}

/** The value with one field (chosen by `pick`), a new unknown key, or the whole of it made hostile. */
export function spoil(value: unknown): fc.Arbitrary<unknown> {
  const paths = pathsIn(value);
  return fc.oneof(
    fc.tuple(fc.nat(), hostileValue).map(([pick, hostile]) => (paths.length === 0 ? hostile : replaceAt(value, paths[pick % paths.length]!, hostile))),
    fc.tuple(hostileText, hostileValue).map(([key, hostile]) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value, [key]: hostile } : hostile)),
    hostileValue,
  );
}
