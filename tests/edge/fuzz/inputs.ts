import fc from 'fast-check';

/**
 * Malformed input for any route (issue 14): the values a hostile or broken client sends. Generic on
 * purpose: nothing here names a route, so a route added later is fuzzed the day it lands.
 */
const hostileString = fc.oneof(
  // What a database or an encoder refuses: the likeliest road to a 500, so the most often tried.
  { weight: 4, arbitrary: fc.constantFrom('\u0000', 'a\u0000@b.c', '\ud800@b.c', 'x\ud800', '\udc00') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000@b.c',
      '\ud800',
      '\udfff@b.c',
      '\ud800@b.c',
      'x@y.z.',
      '"q"@example.com',
      'v@[example.com]',
      '\u202egnp.exe',
      '\u001b[31m',
      '../../etc/passwd',
      // Pasted links a reader throws on: a broken percent-escape, a host the URL parser refuses.
      'x.com/%',
      'https://example.com/%E0%A4%A',
      'xn--zz.com/a',
      '%00',
      '1234',
      '-1',
      '1e309',
      'null',
      'a'.repeat(70_000),
    ),
  },
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

const leaf = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, Number.MAX_SAFE_INTEGER, 1e308),
  fc.constant([]),
  fc.constant({}),
);

/** A nested value: arrays and objects of hostile leaves, sometimes very deep. */
const deep = fc
  .integer({ min: 50, max: 3000 })
  .map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`));
export const hostileValue = fc.oneof(
  { weight: 6, arbitrary: leaf },
  { weight: 2, arbitrary: fc.array(leaf, { maxLength: 4 }) },
  { weight: 2, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 4 }) },
  { weight: 1, arbitrary: deep },
);

/**
 * The fields a list field's items have (`your_handles` → `type`, `reference`), learnt from the
 * route's validator like the top-level fields are. A list of such items that looks right reaches the
 * code that reads each item (a handle's normaliser), which a flat hostile value never does.
 */
export type ItemShapes = Record<string, string[]>;

/** A list of one item whose fields look right. */
export const validItems = (subFields: string[]) => [
  Object.fromEntries(subFields.map((sub) => [sub, validLooking(sub)])),
];

/** A field's valid-looking value: a text, or for a list field one item of valid-looking texts. */
export const validValue = (field: string, shapes: ItemShapes = {}): unknown => {
  const subFields = shapes[field];
  return subFields ? validItems(subFields) : validLooking(field);
};

/** A list of items shaped right, each field a hostile text or a valid-looking one. */
const hostileItems = (subFields: string[]) =>
  fc.array(
    fc.record(
      Object.fromEntries(
        subFields.map((sub) => [sub, fc.oneof(hostileString, fc.constant(validLooking(sub)))]),
      ),
    ),
    { minLength: 1, maxLength: 3 },
  );

/** A body for a route whose fields we know (from its validator) or guess (common field names). */
export const hostileBody = (fields: string[], shapes: ItemShapes = {}) =>
  fc.oneof(
    // One field with a hostile text, the others looking right: reaches past the other checks.
    {
      weight: 3,
      arbitrary: fc.tuple(fc.constantFrom(...fields), hostileString).map(([f, v]) => ({
        ...Object.fromEntries(fields.map((k) => [k, validValue(k, shapes)])),
        [f]: v,
      })),
    },
    // Known fields with hostile values, some missing; a list field also gets items shaped right.
    fc.record(
      Object.fromEntries(
        fields.map((f) => {
          const subFields = shapes[f];
          return [f, subFields ? fc.oneof(hostileValue, hostileItems(subFields)) : hostileValue];
        }),
      ),
      { requiredKeys: [] },
    ),
    // A JSON text with a field given twice.
    fc
      .tuple(fc.constantFrom(...fields), hostileValue, hostileValue)
      .map(
        ([f, a, b]) =>
          `{${JSON.stringify(f)}:${JSON.stringify(a)},${JSON.stringify(f)}:${JSON.stringify(b)}}`,
      ),
    hostileValue,
    fc.constantFrom('{', '{"a":', 'not json', '\u0000', '[]', '""'),
  );

export const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  '',
);

/** A path segment or query value as it travels: percent-encoded, sometimes malformed on purpose. */
export const hostileUrlPart = fc.oneof(
  hostileString.map((s) => encodeURIComponent(s.replace(/\p{Cs}/gu, '\ufffd')).slice(0, 3000)),
  fc.constantFrom(
    '%ED%A0%80',
    '%00',
    '%E0%A4%A',
    '%',
    '..%2F..%2F',
    '%FF%FE',
    'a%20b',
    '-1',
    '0',
    '9'.repeat(40),
  ),
);

/**
 * What breaks a database, an encoder or a reader, set inside an otherwise valid value (an address
 * that passes a loose pattern, a code of four digits): the random inputs above rarely build such a
 * near miss, and a near miss is exactly what slips past a rule that checks only the shape. Each
 * route's named fields get every one of these, deterministically, before the random part.
 */
export const POISONS: Array<[name: string, poison: (valid: string) => string]> = [
  ['NUL', (v) => `${v.slice(0, 1)}\u0000${v.slice(1)}`],
  ['lone surrogate', (v) => `\ud800${v}`],
  ['escape', (v) => `${v}\u001b[0m`],
  ['bidi override', (v) => `\u202e${v}`],
  // A pasted link whose percent-escape is cut short: decodeURIComponent throws on it.
  ['broken escape', (v) => `${v}.example/%E0%A4%A`],
];

/** A value each field name expects, so a poisoned one differs from a valid request by one character. */
export const validLooking = (field: string): string =>
  field === 'email' || field === 'to' ? 'fuzz-person@example.com' : field === 'cursor' ? '1' : '1234';
