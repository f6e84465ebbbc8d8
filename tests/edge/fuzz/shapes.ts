import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type FileSpec, VALID_IMAGE } from './inputs.ts';

/**
 * What a route reads, learnt from the route itself: its validator names every field
 * it refuses, so a probe whose every candidate field holds a value no field accepts gets back the
 * names, and a second one the fields of each list item or object. The candidates are every field
 * name the contracts' zod schemas declare (edge/contract, edge/features/<feature>/contract.ts), so a
 * route added later, with its contract, is probed for its own fields the day it lands.
 */

/** A body field: a text, a file (in a form), a list of objects, or an object. */
export type FieldShape =
  | { kind: 'text' }
  | { kind: 'file' }
  | { kind: 'list'; item: string[] }
  | { kind: 'object'; keys: string[] };

export interface RouteShape {
  /** How the route reads its body: JSON, or a form (multipart or urlencoded). */
  encoding: 'json' | 'form';
  /** Body fields the validator named, or guessed ones when it names none (`named` false). */
  fields: Record<string, FieldShape>;
  named: boolean;
  /** Query parameters it named. */
  query: string[];
}

/** Field names to try on a route whose validator names none (it may read any of them). */
export const COMMON_FIELDS = ['email', 'otp', 'token', 'text', 'name'];

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Every module that holds request schemas: the shared contract and each feature's contract.ts. */
async function contractModules(): Promise<string[]> {
  const shared = (await readdir(join(root, 'edge/contract')))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(root, 'edge/contract', f));
  const features = await readdir(join(root, 'edge/features'), { withFileTypes: true });
  const own = features
    .filter((d) => d.isDirectory())
    .map((d) => join(root, 'edge/features', d.name, 'contract.ts'))
    .filter((f) => existsSync(f));
  return [...shared, ...own];
}

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type?: string; shape?: Record<string, unknown> } };
}
const isZod = (value: unknown): value is ZodLike =>
  typeof value === 'object' &&
  value !== null &&
  '_zod' in value &&
  typeof (value as ZodLike)._zod?.def === 'object';

/** The object keys anywhere in a zod schema (nested objects, list items, unions, pipes). */
function collectKeys(schema: ZodLike, into: Set<string>, seen = new Set<unknown>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def;
  if (def.type === 'object' && def.shape) {
    for (const [key, inner] of Object.entries(def.shape)) {
      into.add(key);
      if (isZod(inner)) collectKeys(inner, into, seen);
    }
  }
  for (const [key, value] of Object.entries(def)) {
    if (key === 'shape') continue;
    for (const inner of Array.isArray(value) ? value : [value])
      if (isZod(inner)) collectKeys(inner, into, seen);
  }
}

export interface Vocabulary {
  /** Every field name the contracts declare. */
  fields: string[];
  /** Every request header the contracts name (exports called `…_HEADER`). */
  headers: string[];
}

/** The field names and header names of every contract. */
export async function contractVocabulary(): Promise<Vocabulary> {
  const fields = new Set<string>(COMMON_FIELDS);
  const headers = new Set<string>();
  for (const file of await contractModules()) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (isZod(value)) collectKeys(value, fields);
      if (name.endsWith('_HEADER') && typeof value === 'string') headers.add(value.toLowerCase());
    }
  }
  return { fields: [...fields].sort(), headers: [...headers].sort() };
}

/** An answer as the probes read it. */
export interface ProbeAnswer {
  status: number;
  body: unknown;
}
/** A probe sends the route one request (checked like every other) and returns its answer. */
export type Probe = (request: {
  query?: Array<[string, string]>;
  json?: unknown;
  form?: Array<[string, string | FileSpec]>;
}) => Promise<ProbeAnswer>;

const issuePaths = (answer: ProbeAnswer): string[][] =>
  ((answer.body as { issues?: { path?: unknown }[] } | null)?.issues ?? [])
    .map((i) => (typeof i.path === 'string' && i.path !== '' ? i.path.split('.') : []))
    .filter((p) => p.length > 0);

/** A value no field accepts as it is: not a text, not a number, not an object of the right keys. */
const NOT_ANYTHING = [{}];

/**
 * The route's shape, from at most five probes: an empty body; every candidate name as a list of one
 * empty object (a text field says it wants a text, a list of objects names its item's fields); the
 * fields that answered flat as an empty object (an object names its keys); and every candidate as a
 * form field holding a NUL (a text refuses it, a file field wants a file). Whichever body encoding
 * named more fields is the one the route reads; a form's fields are then each given an image, and
 * those that take it are its file fields.
 */
export async function discoverShape(
  method: string,
  probe: Probe,
  vocabulary: Vocabulary,
): Promise<RouteShape> {
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const candidates = vocabulary.fields;
  if (!hasBody) {
    const plain = issuePaths(await probe({}));
    const asked = issuePaths(await probe({ query: candidates.map((name) => [name, '%00']) }));
    const query = [...new Set([...plain, ...asked].map((p) => p[0] ?? ''))].filter(Boolean);
    return { encoding: 'json', fields: {}, named: false, query };
  }

  const empty = await probe({ json: {} });
  const fields: Record<string, FieldShape> = {};
  const text = (name: string) => {
    fields[name] ??= { kind: 'text' };
  };
  for (const [name] of issuePaths(empty)) if (name) text(name);
  const lists = issuePaths(
    await probe({ json: Object.fromEntries(candidates.map((n) => [n, NOT_ANYTHING])) }),
  );
  for (const [name, index, key] of lists) {
    if (!name) continue;
    if (index === '0' && key) {
      const shape = fields[name];
      const item = shape?.kind === 'list' ? shape.item : [];
      fields[name] = { kind: 'list', item: [...new Set([...item, key])] };
    } else text(name);
  }
  const flat = Object.entries(fields)
    .filter(([, s]) => s.kind === 'text')
    .map(([name]) => name);
  if (flat.length > 0) {
    const objects = issuePaths(await probe({ json: Object.fromEntries(flat.map((n) => [n, {}])) }));
    for (const [name, key] of objects) {
      if (!name || !key || !flat.includes(name)) continue;
      const shape = fields[name];
      const keys = shape?.kind === 'object' ? shape.keys : [];
      fields[name] = { kind: 'object', keys: [...new Set([...keys, key])] };
    }
  }

  // A NUL fails every text rule, and 300 characters every short maximum (a choice's name).
  const formAnswer = await probe({ form: candidates.map((name) => [name, `\u0000${'x'.repeat(300)}`]) });
  const formFields = [...new Set(issuePaths(formAnswer).map((p) => p[0] ?? ''))].filter(Boolean);
  const jsonNamed = Object.keys(fields).length;
  if (empty.status === 415 || formFields.length > jsonNamed) {
    // The fields that take an image are the ones that stop complaining when given one.
    const withImages = await probe({ form: formFields.map((name) => [name, VALID_IMAGE]) });
    const stillRefused = new Set(issuePaths(withImages).map((p) => p[0] ?? ''));
    return {
      encoding: 'form',
      fields: Object.fromEntries(
        formFields.map((name) => [name, stillRefused.has(name) ? { kind: 'text' } : { kind: 'file' }]),
      ),
      named: formFields.length > 0,
      // A form route may read its texts from the query too (a long text then travels in the body).
      query: formFields.filter((name) => stillRefused.has(name)),
    };
  }
  return { encoding: 'json', fields, named: jsonNamed > 0, query: [] };
}

/** Guessed fields for a route whose validator names none (its own message, or no validator). */
export const guessedShape = (shape: RouteShape): RouteShape =>
  shape.named || Object.keys(shape.fields).length > 0
    ? shape
    : { ...shape, fields: Object.fromEntries(COMMON_FIELDS.map((f) => [f, { kind: 'text' as const }])) };
