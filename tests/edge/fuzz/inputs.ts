import fc from 'fast-check';
import { cutPoint, UPLOAD_CUTS, type UploadCut } from '../multipart-cuts.ts';
import type { FieldShape, RouteShape } from './shapes.ts';

/**
 * Malformed input for any route: the values a hostile or broken client sends, shaped like
 * what the route reads (shapes.ts) so they reach past its first check. Generic on purpose: nothing
 * here names a route, so a route added later is fuzzed the day it lands.
 */

const hostileString = fc.oneof(
  // What a database or an encoder refuses: the likeliest road to a 500, so the most often tried.
  { weight: 4, arbitrary: fc.constantFrom('\u0000', 'a\u0000@b.c', '\ud800@b.c', 'x\ud800', '\udc00') },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\ud800',
      '\udfff@b.c',
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
      '__proto__',
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
 * A value each field name expects, so a poisoned one differs from a valid request by one character.
 * Guessed from the name (a platform for `type`, a UUID for `id`, a seeded package or style);
 * '1234' fits most texts and a code.
 * The address is nobody's the fuzz signs in with, so its limits never lock a persona out.
 */
const VALID_LOOKING: Record<string, string> = {
  email: 'fuzz-target@example.com',
  to: 'fuzz-target@example.com',
  cursor: '1',
  type: 'instagram',
  reference: 'plume.fuzz',
  language: 'en-US',
  style: 'e-commerce',
  priceId: 'starter',
  id: '00000000-0000-4000-8000-000000000000',
};
export const validLooking = (field: string): string => VALID_LOOKING[field] ?? '1234';

/** A field's valid-looking value: a text, an image, a list of one item, or an object of valid texts. */
export function validValue(shape: FieldShape, field: string): unknown {
  if (shape.kind === 'file') return VALID_IMAGE;
  if (shape.kind === 'list') return [Object.fromEntries(shape.item.map((k) => [k, validLooking(k)]))];
  if (shape.kind === 'object') return Object.fromEntries(shape.keys.map((k) => [k, validLooking(k)]));
  return validLooking(field);
}

export const validBody = (shape: RouteShape): Record<string, unknown> =>
  Object.fromEntries(Object.entries(shape.fields).map(([f, s]) => [f, validValue(s, f)]));

/**
 * What breaks a database, an encoder or a reader, set inside an otherwise valid value (an address
 * that passes a loose pattern, a code of four digits): the random inputs rarely build such a near
 * miss, and a near miss is exactly what slips past a rule that checks only the shape. Each field
 * the route reads gets every one of these, deterministically, before the random part.
 */
export const POISONS: Array<[name: string, poison: (valid: string) => string]> = [
  ['NUL', (v) => `${v.slice(0, 1)}\u0000${v.slice(1)}`],
  ['lone surrogate', (v) => `\ud800${v}`],
  ['escape', (v) => `${v}\u001b[0m`],
  ['bidi override', (v) => `\u202e${v}`],
  // A pasted link whose percent-escape is cut short: decodeURIComponent throws on it.
  ['broken escape', (v) => `${v}.example/%E0%A4%A`],
];

/** A file part of a multipart body. */
export interface FileSpec {
  name: string;
  type: string;
  bytes: Uint8Array;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A PNG header claiming 2³¹−1 × 2³¹−1 pixels (a decompression bomb's promise), CRC wrong. */
const PNG_HUGE = new Uint8Array([
  ...PNG_SIGNATURE,
  ...[0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0x7f, 0xff, 0xff, 0xff, 0x7f, 0xff, 0xff, 0xff, 8, 6, 0, 0, 0],
  ...[0, 0, 0, 0],
]);
/** A real 1×1 PNG: a valid image, so the hostile part is its name or type. */
const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
/** A file a route that takes images accepts, so that only the hostile part of a request decides. */
export const VALID_IMAGE: FileSpec = { name: 'image.png', type: 'image/png', bytes: PNG_1X1 };
/** A JPEG that starts right and stops in its first segment. */
const JPEG_CUT = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);

/** The files every form field gets as near misses: a file where a text belongs, a bad one where a file does. */
export const NEAR_MISS_FILES: FileSpec[] = [
  { name: 'empty.png', type: 'image/png', bytes: new Uint8Array() },
  { name: 'huge\u0000.png', type: 'image/png', bytes: PNG_HUGE },
  { name: '../../etc/passwd', type: 'image/jpeg', bytes: JPEG_CUT },
];

export const hostileFile: fc.Arbitrary<FileSpec> = fc.record({
  name: fc.constantFrom(
    'image.png',
    'photo.jpg',
    '',
    '../../x.png',
    'a\u0000.png',
    '\ud800.webp',
    `${'n'.repeat(300)}.png`,
  ),
  type: fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'application/octet-stream', 'text/html', ''),
  bytes: fc.oneof(
    fc.constantFrom(PNG_1X1, PNG_HUGE, JPEG_CUT, new Uint8Array(), new Uint8Array(PNG_SIGNATURE)),
    fc.uint8Array({ maxLength: 64 }),
  ),
});

/** A request body as the fuzz sends it. */
export type Body =
  | { kind: 'none' }
  /**
   * JSON (a string is sent as it is: broken JSON, a field given twice), with its content type
   * ('' sends none at all).
   */
  | { kind: 'json'; value: unknown; type: string }
  /** A form; a multipart one may be cut off in transit (`cut`), which must be refused whole. */
  | { kind: 'form'; fields: Array<[string, string | FileSpec]>; multipart: boolean; cut?: UploadCut };

export interface Input {
  /** Path parameters, already percent-encoded (sometimes malformed on purpose). */
  params: string[];
  query: Array<[string, string]>;
  body: Body;
  origin: string | undefined;
  headers: Record<string, string>;
}

/** A text as it travels in a URL. A lone surrogate cannot be percent-encoded: it goes as its (invalid) UTF-8 bytes. */
export const encodeUrlPart = (text: string) =>
  encodeURIComponent(text.replace(/\p{Cs}/gu, '')).concat(/\p{Cs}/u.test(text) ? '%ED%A0%80' : '');

/** A path segment or query value as it travels: percent-encoded, sometimes malformed on purpose. */
export const hostileUrlPart = fc.oneof(
  hostileString.map((s) => encodeUrlPart(s).slice(0, 3000)),
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

/** JSON's type, or a wrong one: a route that reads JSON must refuse any other (415), '' sends none. */
const jsonType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/jsonp',
  '',
);

/** A form value: hostile, right, or a file (where the route wants a text, or a hostile one where it wants a file). */
const formValue = (field: string, shape: FieldShape) =>
  fc.oneof(
    { weight: 3, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.constant(formPart(validValue(shape, field))) },
    { weight: 2, arbitrary: hostileFile },
  );

/** A value of a field's shape, hostile somewhere: a list of items with hostile texts, or anything. */
function hostileOfShape(shape: FieldShape): fc.Arbitrary<unknown> {
  if (shape.kind === 'file') return hostileValue;
  if (shape.kind === 'text') return fc.oneof({ weight: 2, arbitrary: hostileString }, hostileValue);
  const keys = shape.kind === 'list' ? shape.item : shape.keys;
  const item = fc.record(
    Object.fromEntries(keys.map((k) => [k, fc.oneof(hostileString, fc.constant(validLooking(k)), leaf)])),
    { requiredKeys: [] },
  );
  const shaped = shape.kind === 'list' ? fc.array(item, { minLength: 1, maxLength: 25 }) : item;
  return fc.oneof({ weight: 3, arbitrary: shaped }, hostileValue);
}

/**
 * A JSON body for the route's fields (known or guessed): one field hostile and the rest right, all
 * hostile (some missing), a field given twice, or not an object at all.
 */
function hostileJson(shape: RouteShape): fc.Arbitrary<unknown> {
  const names = Object.keys(shape.fields);
  const valid = validBody(shape);
  const hostile = Object.fromEntries(
    names.map((f) => [f, hostileOfShape(shape.fields[f] ?? { kind: 'text' })]),
  );
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .constantFrom(...names)
        .chain((f) => (hostile[f] as fc.Arbitrary<unknown>).map((v) => ({ ...valid, [f]: v }))),
    },
    { weight: 2, arbitrary: fc.record(hostile, { requiredKeys: [] }) },
    fc
      .tuple(fc.constantFrom(...names), hostileValue, hostileValue)
      .map(
        ([f, a, b]) =>
          `{${JSON.stringify(f)}:${JSON.stringify(a)},${JSON.stringify(f)}:${JSON.stringify(b)}}`,
      ),
    hostileValue,
    fc.constantFrom('{', '{"a":', 'not json', '\u0000', '[]', '""'),
  );
}

/** A form body: every field the route reads, each a hostile text, a right one or a file; some twice. */
function hostileForm(shape: RouteShape): fc.Arbitrary<Array<[string, string | FileSpec]>> {
  const names = Object.keys(shape.fields);
  const shapeOf = (f: string): FieldShape => shape.fields[f] ?? { kind: 'text' };
  return fc
    .array(
      fc
        .constantFrom(...names)
        .chain((f) => formValue(f, shapeOf(f)).map((v): [string, string | FileSpec] => [f, v])),
      { maxLength: 12 },
    )
    .map((parts) => {
      // Every field present, most looking right, so one hostile part decides the answer.
      const present = new Set(parts.map(([f]) => f));
      const rest = names
        .filter((f) => !present.has(f))
        .map((f): [string, string | FileSpec] => [f, formPart(validValue(shapeOf(f), f))]);
      return [...parts, ...rest];
    });
}

/** A form part as sent: a text, a file, or (a list or object where a form has only texts) its JSON. */
export const formPart = (value: unknown): string | FileSpec =>
  typeof value === 'string'
    ? value
    : typeof value === 'object' && value !== null && 'bytes' in value
      ? (value as FileSpec)
      : JSON.stringify(value);

/** The body a route gets: mostly in the encoding it reads, sometimes in another (a wrong type). */
export function hostileBodyFor(shape: RouteShape): fc.Arbitrary<Body> {
  const json = fc.record({ kind: fc.constant('json' as const), value: hostileJson(shape), type: jsonType });
  const form = fc.record({
    kind: fc.constant('form' as const),
    fields: hostileForm(shape),
    multipart: fc.boolean(),
    cut: fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, fc.constantFrom(...UPLOAD_CUTS)),
  });
  const none = fc.constant({ kind: 'none' as const });
  return shape.encoding === 'form'
    ? fc.oneof({ weight: 6, arbitrary: form }, { weight: 2, arbitrary: json }, none)
    : fc.oneof({ weight: 6, arbitrary: json }, { weight: 2, arbitrary: form }, none);
}

/** A header value the Headers API lets through (latin-1, no line breaks), hostile for a reader. */
const hostileHeaderValue = fc.constantFrom(
  '',
  ' ',
  'a'.repeat(300),
  '\u007f',
  'é',
  '../',
  '%00',
  '"',
  'null',
);

/** Now and then one of the headers the contracts name, with a hostile value. */
export const hostileHeaders = (names: string[]): fc.Arbitrary<Record<string, string>> =>
  names.length === 0
    ? fc.constant({})
    : fc
        .option(fc.tuple(fc.constantFrom(...names), hostileHeaderValue), { nil: undefined, freq: 3 })
        .map((h) => (h ? { [h[0]]: h[1] } : {}));

/**
 * The bytes and Content-Type a body is sent with (`type` undefined: no Content-Type at all). A
 * multipart body is serialised here, as fetch would (FormData), so its type and boundary are known.
 */
export async function bodyInit(
  body: Body,
): Promise<{ body?: BodyInit; type?: string; size: number; cut?: boolean }> {
  if (body.kind === 'none') return { size: 0 };
  if (body.kind === 'json') {
    const text = (typeof body.value === 'string' ? body.value : JSON.stringify(body.value)) ?? 'null';
    // Bytes, not a string: fetch would label a string text/plain.
    if (!body.type) return { body: new TextEncoder().encode(text), size: text.length };
    return { body: text, type: body.type, size: text.length };
  }
  if (!body.multipart) {
    const form = new URLSearchParams();
    for (const [k, v] of body.fields) form.append(k, typeof v === 'string' ? v : v.name);
    const text = form.toString();
    return { body: text, type: 'application/x-www-form-urlencoded', size: text.length };
  }
  const form = new FormData();
  for (const [k, v] of body.fields) {
    if (typeof v === 'string') form.append(k, v);
    else form.append(k, new File([v.bytes as Uint8Array<ArrayBuffer>], v.name, { type: v.type }));
  }
  const encoded = new Response(form);
  const type = encoded.headers.get('content-type') ?? '';
  const whole = new Uint8Array(await encoded.arrayBuffer());
  // A cut needs what it cuts (an image part for 'inside an image'); without it the body goes whole.
  const at = body.cut ? cutPoint(whole, type, body.cut) : -1;
  const bytes = at > 0 ? whole.slice(0, at) : whole;
  return { body: bytes, type, size: bytes.length, cut: at > 0 };
}

/** A short, printable account of an input for a failure message (escapes show what was sent). */
export function describeInput(input: Input): string {
  const body =
    input.body.kind === 'none'
      ? 'no body'
      : input.body.kind === 'json'
        ? `${input.body.type || 'no type'} ${JSON.stringify(input.body.value)?.slice(0, 300)}`
        : `${input.body.multipart ? 'multipart' : 'urlencoded'}${input.body.cut ? ` cut off ${input.body.cut}` : ''} ${JSON.stringify(
            input.body.fields.map(([k, v]) => [
              k,
              typeof v === 'string'
                ? v.slice(0, 80)
                : `file ${JSON.stringify(v.name)} ${v.type} ${v.bytes.length} B`,
            ]),
          ).slice(0, 300)}`;
  const headers = Object.keys(input.headers).length ? ` headers ${JSON.stringify(input.headers)}` : '';
  return `${body}; origin ${input.origin ?? 'none'}${headers}`;
}
