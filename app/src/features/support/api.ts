import type { SendMessageResponse } from '../../../../edge/features/support/contract.ts';
import { ApiError, api, call } from '../../api/client.ts';
import { tryAgainIn } from '../../lib/wait.ts';

/** SPEC §7 POST /user/support/send-message { text } (the Help Centre uses the same call). */
export function sendSupportMessage(text: string): Promise<SendMessageResponse> {
  return call(api.user.support['send-message'].$post({ json: { text } }));
}

/** SPEC §8 "Dashboard message" wording, used by every message box. */
export const supportMessageErrors = {
  failed: 'Failed to send message. Please try again.',
  other: 'An error occurred. Please try again later.',
} as const;

/**
 * What the box says when a send fails: the server's own words where they tell the person what to do
 * (a message that is too long; too many messages this hour, and when to try again), else the SPEC §8
 * pair.
 */
export function supportMessageError(error: unknown): string {
  if (!(error instanceof ApiError)) return supportMessageErrors.other;
  if (error.status === 400 && error.serverMessage) return error.message;
  if (error.status === 429 && error.serverMessage) {
    return error.retryAfterSeconds === undefined
      ? error.message
      : `${error.message} ${tryAgainIn(error.retryAfterSeconds)}`;
  }
  return supportMessageErrors.failed;
}
