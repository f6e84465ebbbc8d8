import { z } from 'zod';
import { wellFormedText } from '../../contract/input-rules.ts';
import {
  SUPPORT_MESSAGE_BLANK,
  SUPPORT_MESSAGE_MAX_CHARS,
  SUPPORT_MESSAGE_TOO_LONG,
} from '../../contract/support.ts';

/**
 * POST /api/user/support/send-message { text } (SPEC §7; the Help Centre uses the same call).
 * Blank after trimming is refused (SPEC §5: nothing is sent), and so is an essay. A message may
 * hold tabs and line breaks; any other control character (Postgres refuses NUL), or text that is
 * not well-formed Unicode, is refused with a 400 naming `text` rather than quietly dropped: what is
 * stored is what the person wrote (the rule for every text the API takes).
 */
export const sendMessageRequest = z.object({
  text: wellFormedText({
    max: SUPPORT_MESSAGE_MAX_CHARS,
    min: 1,
    multiline: true,
    messages: { required: SUPPORT_MESSAGE_BLANK, tooLong: SUPPORT_MESSAGE_TOO_LONG },
  }),
});

/** → { success: true } once the message is stored (forwarding by mail follows in the same request). */
export type SendMessageResponse = { success: true };
