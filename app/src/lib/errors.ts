import { ApiError } from '../api/client.ts';

/**
 * The SPEC §8 fetch messages come in pairs: one for a non-OK answer, one for anything else
 * (network down, a body that is not JSON).
 */
export type FetchMessages = { failed: string; other: string };

export function fetchErrorMessage(error: unknown, messages: FetchMessages): string {
  return error instanceof ApiError ? messages.failed : messages.other;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * What the router error screen says: the status ('404 Not Found') or the message, the status once. An
 * ApiError without the server's own message already reads '500 Internal Server Error' (client.ts).
 */
export function describeRouteError(error: unknown): string {
  if (error instanceof ApiError)
    return error.serverMessage ? `${error.status} ${error.message}` : error.message;
  if (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number' &&
    'statusText' in error
  ) {
    const statusText = typeof error.statusText === 'string' ? error.statusText : '';
    return `${error.status} ${statusText}`.trim();
  }
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong.';
}
