// SPEC §2: on start the app fetches user info once per tab, unless session storage says it already
// has (the `visited` flag with a cached `userData`, app/src/storage.ts). Every screen waits for that
// answer, so this starts it while the app's scripts are still downloading rather than once they have
// run: a preload the app's own fetch then takes (same URL, same-origin with the cookie). index.html
// runs this in its head, before the app's (deferred) module, so that fetch always finds the preload.
//
// The edge marks the page it sends without a session cookie (edge/contract/signed-out-page.ts): then
// there is nobody to ask about, and the app skips the fetch too (app/src/session/page-session.ts).
(() => {
  if (document.querySelector('meta[name="plume-session"][content="none"]')) return;
  try {
    const store = window.sessionStorage;
    const profile = JSON.parse(store.getItem('userData') ?? 'null');
    const cached = typeof profile === 'object' && profile !== null && typeof profile.email === 'string';
    if (store.getItem('visited') === '1' && cached) return;
  } catch {
    // Storage unreadable or a corrupt entry: the app reads it as absent and fetches, so preload.
  }
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'use-credentials';
  link.href = '/api/user/info';
  document.head.append(link);
})();
