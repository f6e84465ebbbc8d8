/**
 * What the build (app/signed-out-pages.ts), the edge (edge/static.ts) and the SPA (app/public/start-up.js,
 * app/src/session/page-session.ts) agree on: beside every page the build writes a signed-out twin that
 * carries NO_SESSION_META, and the edge sends that twin to a request with no session cookie. The SPA then
 * knows there is no session to ask about, and skips the start-up GET /api/user/info that could only answer
 * 401 (SPEC §2's one start-up fetch stays for anyone whose request carried a session cookie).
 */
export const NO_SESSION_META = '<meta name="plume-session" content="none" />';

/** How the SPA finds the marker in the page it was loaded from. */
export const NO_SESSION_SELECTOR = 'meta[name="plume-session"][content="none"]';

/** `index.html` → `index.signed-out.html`, `index.dashboard.html` → `index.dashboard.signed-out.html`. */
export const signedOutCopyOf = (page: string) => page.replace(/\.html$/, '.signed-out.html');
