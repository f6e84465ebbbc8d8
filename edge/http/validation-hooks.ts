import type { ZodError } from 'zod';
import { ValidationError } from '../errors.ts';

/**
 * What a request that fails its schema answers: always a 400 `ValidationError` listing every issue
 * with its path, thrown so that it leaves through the one onError (CONVENTIONS). The hooks differ
 * only in the message (and code) a person reads. zValidator (validator.ts) uses `issuesHook` unless
 * a route names another; a route whose refusal has a wholly different shape (sign-in's fixed SPEC
 * messages, edge/features/auth/routes.ts) keeps its own hook beside it.
 */
export type ValidationHook = (result: { success: boolean; error?: unknown }) => void;

/** The default: 'The request is not valid.' (code validation_failed) and the issues. */
export const issuesHook: ValidationHook = (result) => {
  if (!result.success) throw ValidationError.fromZod(result.error as ZodError);
};

/**
 * For what a person fills in, the message names the field and why ('additional_instructions:
 * Additional instructions is at most 4000 characters.', 'your_handles.1.reference: …').
 */
export const namedFieldHook: ValidationHook = (result) => {
  if (result.success) return;
  const error = result.error as ZodError;
  const first = error.issues[0];
  const where = first?.path.map(String).join('.');
  throw ValidationError.fromZod(error, first ? `${where ? `${where}: ` : ''}${first.message}` : undefined);
};

/**
 * For a single text box, the message is the first issue's own ('Please write a message first.'),
 * with the route's `code`, since there is no field to name.
 */
export const firstIssueHook =
  (code: string): ValidationHook =>
  (result) => {
    if (result.success) return;
    const error = result.error as ZodError;
    throw ValidationError.fromZod(error, error.issues[0]?.message ?? 'The request is not valid.', code);
  };
