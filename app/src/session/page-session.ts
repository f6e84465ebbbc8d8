import { NO_SESSION_SELECTOR } from '../../../edge/contract/signed-out-page.ts';

/**
 * Whether the page this tab loaded came without a session cookie: the edge then sends the page's
 * signed-out twin (edge/static.ts), marked for this. Read once, at start-up; a sign-in later in the
 * same tab does not change the page, so only the start-up fetch may rely on it (session.ts).
 */
export const pageLoadedSignedOut = (doc: Pick<Document, 'querySelector'> | undefined = globalThis.document) =>
  doc?.querySelector(NO_SESSION_SELECTOR) != null;
