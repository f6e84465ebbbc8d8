import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { ErrorResponse } from './contract/errors.ts';
import type { Logger } from './logger.ts';

/** The one error type the edge throws on purpose; onError turns it into the JSON error model. */
export class AppError extends Error {
  readonly retryAfterSeconds?: number;
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
    options: { retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Raised by the validator's hooks (edge/http/validation-hooks.ts) so that validation failures leave through onError too. */
export class ValidationError extends AppError {
  constructor(
    readonly issues: NonNullable<ErrorResponse['issues']>,
    message = 'The request is not valid.',
    code = 'validation_failed',
  ) {
    super(400, message, code);
    this.name = 'ValidationError';
  }
  static fromZod(error: ZodError, message?: string, code?: string): ValidationError {
    return new ValidationError(
      error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
      message,
      code,
    );
  }
}

function body(c: Context, message: string, extra: Partial<ErrorResponse> = {}): ErrorResponse {
  const requestId = c.get('requestId') as string | undefined;
  return { success: false, message, ...extra, ...(requestId ? { requestId } : {}) };
}

/** The single error mapping: AppError → its status; anything else → 500 without internals. */
export function onError(logger: Logger): ErrorHandler {
  return (err, c) => {
    if (err instanceof AppError) {
      if (err.retryAfterSeconds !== undefined) {
        c.header('Retry-After', String(Math.max(0, Math.ceil(err.retryAfterSeconds))));
      }
      const extra: Partial<ErrorResponse> = {};
      if (err.code) extra.code = err.code;
      if (err instanceof ValidationError) extra.issues = err.issues;
      return c.json(body(c, err.message, extra), err.status);
    }
    // Hono's own exceptions (e.g. a malformed JSON body in the validator) keep their status.
    if (err instanceof HTTPException && err.status < 500) {
      return c.json(body(c, err.message || 'The request is not valid.'), err.status);
    }
    logger.error('unhandled error', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
      stack: err instanceof Error ? err.stack : undefined,
    });
    return c.json(body(c, 'Internal server error', { code: 'internal' }), 500);
  };
}

/** JSON 404 for unknown /api paths (the SPA fallback handles every other GET). */
export const apiNotFound: NotFoundHandler = (c) =>
  c.json(body(c, `No API route for ${c.req.method} ${c.req.path}`, { code: 'not_found' }), 404);
