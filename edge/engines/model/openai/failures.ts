import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  ContentFilterFinishReasonError,
  LengthFinishReasonError,
} from 'openai/error';
import { ModelError } from '../content-model.ts';

/**
 * What a failed call means for the person waiting (the route releases the charge and says so).
 * Messages are for logs and the route's choice of words; they never carry the model's answer.
 */
export function toModelError(error: unknown): ModelError {
  if (error instanceof ModelError) return error;
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) {
    return new ModelError('timeout', 'The model did not answer in time.', { cause: error });
  }
  if (error instanceof LengthFinishReasonError) {
    return new ModelError('invalid-output', 'The answer was cut off at the output token limit.', {
      cause: error,
    });
  }
  if (error instanceof ContentFilterFinishReasonError) {
    return new ModelError('refused', 'The model’s content filter stopped the answer.', { cause: error });
  }
  if (error instanceof APIError && error.status !== undefined) {
    if (error.status === 429)
      return new ModelError('rate-limited', 'The model is rate-limited.', { cause: error });
    if (error.status >= 500) {
      return new ModelError('unavailable', `The model answered ${error.status}.`, { cause: error });
    }
    if (isPolicyRefusal(error)) {
      return new ModelError('refused', 'The model refused the request (content policy).', { cause: error });
    }
    // 401, 403, 404, other 400s: the configuration (key, model name) needs fixing, not the request.
    return new ModelError('unavailable', `The model server refused the request (${error.status}).`, {
      cause: error,
    });
  }
  if (error instanceof APIConnectionError) {
    return new ModelError('unavailable', 'The model server could not be reached.', { cause: error });
  }
  if (error instanceof SyntaxError || (error instanceof Error && error.name === 'ZodError')) {
    return new ModelError('invalid-output', 'The model’s answer was not the JSON asked for.', {
      cause: error,
    });
  }
  return new ModelError('unavailable', 'The model call failed.', { cause: error });
}

/** OpenAI answers a flagged prompt with 400 and a code such as content_policy_violation. */
function isPolicyRefusal(error: APIError): boolean {
  const code = `${error.code ?? ''} ${error.type ?? ''}`;
  return /content_policy|content_filter|safety/i.test(code);
}

/** 429 and 5xx are worth another try; so is a dropped connection. Everything else is final. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) return false;
  if (error instanceof APIError && error.status !== undefined)
    return error.status === 429 || error.status >= 500;
  return error instanceof APIConnectionError;
}

/** A 400 that names the response format: the server cannot do structured outputs (or JSON mode). */
export const rejectsResponseFormat = (error: unknown): boolean =>
  error instanceof APIError &&
  error.status === 400 &&
  /response_format|json_schema|json_object|structured/i.test(error.message);

/** A 400 asking for max_completion_tokens instead of max_tokens (OpenAI's reasoning models). */
export const wantsMaxCompletionTokens = (error: unknown): boolean =>
  error instanceof APIError && error.status === 400 && /max_completion_tokens/.test(error.message);

export const headersOf = (error: unknown): Headers | undefined =>
  error instanceof APIError && error.headers instanceof Headers ? error.headers : undefined;
