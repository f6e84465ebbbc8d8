import { z } from 'zod';
import {
  SUPPORT_MESSAGE_BLANK,
  SUPPORT_MESSAGE_MAX_CHARS,
  SUPPORT_MESSAGE_TOO_LONG,
} from '../../contract/support.ts';

// C0 control characters other than tab and line breaks: Postgres text refuses NUL, and none of them
// belongs in a message a person reads.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point of this regex.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * POST /api/user/support/send-message { text } (SPEC §7; the Help Centre uses the same call).
 * Blank after trimming is refused (SPEC §5: nothing is sent), and so is an essay.
 */
export const sendMessageRequest = z.object({
  text: z
    .string({ error: SUPPORT_MESSAGE_BLANK })
    .transform((text) => text.replace(CONTROL_CHARACTERS, '').trim())
    .pipe(z.string().min(1, SUPPORT_MESSAGE_BLANK).max(SUPPORT_MESSAGE_MAX_CHARS, SUPPORT_MESSAGE_TOO_LONG)),
});

/** → { success: true } once the message is stored (forwarding by mail follows in the same request). */
export type SendMessageResponse = { success: true };
