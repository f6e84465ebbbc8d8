import { z } from 'zod';

/**
 * The shapes environment variables take, shared by every feature's `config.ts`. Each variable also
 * carries `.meta({ description, default?, unset?, example? })`, from which `npm run docs:config`
 * writes docs/configuration.md: `default` is the value used when it is unset (set here for every
 * variable with one, so the page cannot disagree with the code), `unset` says in words what happens
 * otherwise, e.g. which embedded default stands in.
 */

/** One bad variable, named, with what is wrong — never its value (it may be a secret). */
export type ConfigProblem = { variable: string; message: string };

/** Production as the edge sees it: APP_ENV, forced by Deno Deploy. */
export type AppEnvironment = 'development' | 'production';

/** An empty variable (`FOO=` in a .env file) counts as unset. */
export const empty = (value: unknown) => (value === '' ? undefined : value);

/** Optional text, trimmed; empty → unset. */
export const optionalText = z.preprocess(empty, z.string().trim().min(1).optional());

/** `schema` reading `fallback` when the variable is unset or empty; the fallback is documented. */
export const withDefault = <T extends z.ZodType>(fallback: string, schema: T) =>
  z.preprocess((v) => empty(v) ?? fallback, schema).meta({ default: fallback });

/**
 * A whole number ≥ 1 with a default (limits, lifetimes), and the `description` the configuration page
 * gives it: every such variable is documented, so the text is part of declaring it.
 */
export const positiveInt = (fallback: number, description: string) =>
  withDefault(
    String(fallback),
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number of at least 1')
      .transform(Number)
      .pipe(z.number().int().min(1, 'must be at least 1')),
  ).meta({ description });

/** An optional URL whose text passes `test`; `message` names the form expected. */
export const optionalUrl = (test: (value: string) => boolean, message: string) =>
  z.preprocess(
    empty,
    z
      .string()
      .trim()
      .refine((v) => URL.canParse(v) && test(v), message)
      .optional(),
  );

/**
 * An optional http(s) URL, rewritten by `normalise` (e.g. to its origin); `message` names the form
 * expected. Other schemes are refused: these are addresses the server calls or links to.
 */
export const optionalHttpUrl = (message: string, normalise: (url: string) => string) =>
  z.preprocess(
    empty,
    z
      .string()
      .trim()
      .refine((v) => /^https?:\/\//.test(v) && URL.canParse(v), message)
      .transform(normalise)
      .optional(),
  );
