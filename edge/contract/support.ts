/**
 * The support message rules shared by the edge and the app's message box. Kept free of zod (like
 * auth-messages.ts) so the screens can use them without bundling the schema library.
 */
export const SUPPORT_MESSAGE_MAX_CHARS = 2000;
export const SUPPORT_MESSAGE_BLANK = 'Please write a message first.';
export const SUPPORT_MESSAGE_TOO_LONG = `Please keep your message to ${SUPPORT_MESSAGE_MAX_CHARS} characters or fewer.`;
