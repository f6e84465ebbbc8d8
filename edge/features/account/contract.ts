import { z } from 'zod';
import { wellFormedText } from '../../contract/input-rules.ts';

/**
 * The Account section of User Info (GDPR Art. 20 and 17): "Download my data" and "Delete account".
 * Both are POSTs, so they pass the Origin check every state change does: a GET link on another site
 * could otherwise spend the hourly export or mail deletion codes.
 */

/** POST: answers the person's data as a ZIP archive (application/zip), streamed. */
export const EXPORT_PATH = '/api/user/export';
/** The archive's download name: `plume-export-2026-11-27.zip`. */
export { exportFileName } from '../../contract/export-file.ts';

/**
 * POST /api/user/account/delete: mails the code that confirms the deletion. `balance_forfeited` is
 * the wallet balance (dollars) the deletion would forfeit as of now, for the screen to say again
 * beside the code boxes.
 */
export const deletionCodeSentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  expires_in: z.number().int().positive(),
  balance_forfeited: z.number(),
});
export type DeletionCodeSentResponse = z.infer<typeof deletionCodeSentResponse>;

/** POST /api/user/account/delete/verify-otp: the 4 digits joined, like sign-in's verify-otp. */
export const deletionVerifyRequest = z.object({ otp: wellFormedText({ max: 16 }) });
export type DeletionVerifyRequest = z.infer<typeof deletionVerifyRequest>;

export const accountDeletedResponse = z.object({ success: z.literal(true) });
export type AccountDeletedResponse = z.infer<typeof accountDeletedResponse>;

export const DELETION_CODE_SENT = 'We sent a code to your e-mail. Enter it to delete your account.';
export const RUN_IN_FLIGHT =
  'A generation is still running. Wait for it to finish, then enter the code again.';
export const RUN_IN_FLIGHT_CODE = 'generation_running';
export const EXPORT_TOO_SOON = 'You can download your data once an hour.';
