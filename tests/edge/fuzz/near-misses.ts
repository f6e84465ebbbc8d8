import { UPLOAD_CUTS } from '../multipart-cuts.ts';
import {
  type Body,
  encodeUrlPart,
  type FileSpec,
  formPart,
  type Input,
  NEAR_MISS_FILES,
  POISONS,
  validBody,
  validLooking,
  validValue,
} from './inputs.ts';
import type { FieldShape, RouteShape } from './shapes.ts';

/** Query names routes read without naming them in a refusal (the mailbox's `to`, OIDC's `next`, the wallet's `cursor`). */
export const QUERY_NAMES = ['to', 'next', 'cursor'];

export const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');

/** Where a value sits in a body: a field, a list item's field, an object's key. */
type Leaf = [field: string] | [field: string, index: 0, key: string] | [field: string, key: string];

function leavesOf(field: string, shape: FieldShape): Leaf[] {
  if (shape.kind === 'file') return [[field]];
  if (shape.kind === 'list') return shape.item.map((k): Leaf => [field, 0, k]);
  if (shape.kind === 'object') return shape.keys.map((k): Leaf => [field, k]);
  return [[field]];
}

/** How many places a route reads a value from: weighs its share of the random inputs. */
export const surfaceOf = (path: string, shape: RouteShape) =>
  Object.entries(shape.fields).reduce((n, [f, s]) => n + leavesOf(f, s).length, 0) +
  paramNames(path).length +
  shape.query.length;

/** A valid-looking body with the value at `leaf` replaced. */
function withLeaf(body: Record<string, unknown>, leaf: Leaf, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  if (leaf.length === 1) copy[leaf[0]] = value;
  else if (leaf.length === 3)
    (copy[leaf[0]] as Record<string, unknown>[])[0] = {
      ...(copy[leaf[0]] as Record<string, unknown>[])[0],
      [leaf[2]]: value,
    };
  else copy[leaf[0]] = { ...(copy[leaf[0]] as Record<string, unknown>), [leaf[1]]: value };
  return copy;
}

/** Values of the wrong type for a field: a list or object where a text belongs, a text where a list does. */
function wrongTypes(field: string, shape: FieldShape): unknown[] {
  if (shape.kind === 'text' || shape.kind === 'file') return [[validLooking(field)], {}];
  // A text, and a list of texts (of objects, for an object field).
  if (shape.kind === 'list') return [validLooking(field), [validLooking(field)]];
  return [validLooking(field), [validValue(shape, field)]];
}

/**
 * The near misses a route gets before the random part: the request the app would send, valid-looking
 * everywhere but in one place (one field, list item field, path parameter or query value), which
 * holds one poison or a value of the wrong type. Nothing but that one place decides the answer.
 * A route whose refusals name no field gets only the two poisons that break a database or an
 * encoder, in the common field names (this is where a NUL in an address went unnoticed).
 */
export function nearMisses(
  route: { method: string; path: string },
  shape: RouteShape,
  origin: string,
): Input[] {
  const params = paramNames(route.path).map((p) => encodeUrlPart(validLooking(p)));
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  const poisons = shape.named ? POISONS : POISONS.slice(0, 2);
  const valid = validBody(shape);
  const asForm = (
    body: Record<string, unknown>,
    file?: [string, FileSpec],
  ): Extract<Body, { kind: 'form' }> => ({
    kind: 'form',
    multipart: true,
    fields: [
      ...Object.entries(body)
        .filter(([f]) => f !== file?.[0])
        .map(([f, v]): [string, string | FileSpec] => [f, formPart(v)]),
      ...(file ? [file] : []),
    ],
  });
  const encoded = (body: Record<string, unknown>): Body =>
    shape.encoding === 'form' ? asForm(body) : { kind: 'json', value: body, type: 'application/json' };
  const base: Input = {
    params,
    query: [],
    body: hasBody ? encoded(valid) : { kind: 'none' },
    origin,
    headers: {},
  };
  const inputs: Input[] = [];

  if (hasBody && shape.named) {
    // The request the app would send, in a type the route does not read: refused unread (415).
    const text = JSON.stringify(valid);
    const wrongTypes: Body[] =
      shape.encoding === 'json'
        ? [
            { kind: 'json', value: text, type: 'text/plain' },
            { kind: 'json', value: text, type: '' },
            {
              kind: 'form',
              fields: Object.entries(valid).map(([f, v]) => [f, formPart(v)]),
              multipart: false,
            },
          ]
        : [{ kind: 'json', value: text, type: 'application/json' }];
    for (const body of wrongTypes) inputs.push({ ...base, body });
    // The upload the app would send, cut off in transit: refused whole (400), never acted on.
    if (shape.encoding === 'form') {
      for (const cut of UPLOAD_CUTS) inputs.push({ ...base, body: { ...asForm(valid), cut } });
    }
  }
  if (hasBody) {
    for (const [field, fieldShape] of Object.entries(shape.fields)) {
      // A file field's near misses are files (below); a text's are its poisons.
      const leaves =
        fieldShape.kind === 'file'
          ? []
          : shape.encoding === 'form'
            ? [[field] as Leaf]
            : leavesOf(field, fieldShape);
      for (const leaf of leaves) {
        for (const [, poison] of poisons) {
          inputs.push({
            ...base,
            body: encoded(withLeaf(valid, leaf, poison(validLooking(leaf.at(-1) as string)))),
          });
        }
      }
      if (!shape.named) continue;
      if (shape.encoding === 'form') {
        for (const file of NEAR_MISS_FILES) inputs.push({ ...base, body: asForm(valid, [field, file]) });
      } else {
        for (const wrong of wrongTypes(field, fieldShape))
          inputs.push({ ...base, body: encoded({ ...valid, [field]: wrong }) });
      }
    }
  }
  params.forEach((_, i) => {
    for (const [, poison] of POISONS) {
      const poisoned = [...params];
      poisoned[i] = encodeUrlPart(poison(validLooking(paramNames(route.path)[i] ?? '')));
      inputs.push({ ...base, params: poisoned });
    }
  });
  const guessed = hasBody ? [] : QUERY_NAMES.filter((q) => !shape.query.includes(q));
  for (const [names, queryPoisons] of [
    [shape.query, POISONS],
    [guessed, POISONS.slice(0, 2)],
  ] as const) {
    for (const name of names) {
      for (const [, poison] of queryPoisons) {
        inputs.push({ ...base, query: [[name, encodeUrlPart(poison(validLooking(name)))]] });
      }
    }
  }
  return inputs;
}
