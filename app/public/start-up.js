// SPEC §2: on start the app fetches user info once per tab, unless session storage says it already
// has (the `visited` flag with a cached `userData`, app/src/storage.ts). Every screen waits for that
// answer, so this starts it while the app's scripts are still downloading rather than once they have
// run: a preload the app's own fetch then takes (same URL, same-origin with the cookie). index.html
// runs this in its head, before the app's (deferred) module, so that fetch always finds the preload.
//
// A screen's own first reads start the same way: the largest thing a data screen paints is its data
// (a library card, a concept), and on a slow phone connection asking only once the scripts have run
// added a round trip after them. FIRST_READS lists them by route, as the screens ask for them, but
// for what the app already keeps for the tab; tests/e2e/start-up-fetch.spec.ts fails when the page
// starts anything but what its screen would ask for, or the screen asks again.
//
// The edge marks the page it sends without a session cookie (edge/contract/signed-out-page.ts): then
// there is nobody to ask about, and the app skips the fetch too (app/src/session/page-session.ts).
(() => {
  if (document.querySelector('meta[name="plume-session"][content="none"]')) return;

  /** [route pattern, the API paths its screen reads first (from the pattern's captures)]. */
  const FIRST_READS = [
    [
      /^\/dashboard$/,
      () => ['/api/user/recent-generations', '/api/user/recent-activities', '/api/user/library?kind=posts'],
    ],
    [
      /^\/user-info(?:\/[^/]*)?$/,
      () => ['/api/how-to-use', '/api/user/handles/examples', '/api/user/handles/insights'],
    ],
    [
      /^\/concept-generation$/,
      () => ['/api/costs', '/api/user/generations/concepts/runs', '/api/user/generations/posts'],
    ],
    [/^\/post-generation$/, () => ['/api/costs', '/api/styles', '/api/user/recent-generations/posts']],
    [/^\/media-captioning$/, () => ['/api/user/recent-generations/media-captions']],
    [/^\/wallet-recharge$/, () => ['/api/billing/packages']],
    [/^\/wallet$/, () => ['/api/user/wallet']],
    [/^\/library$/, () => ['/api/user/library?kind=posts']],
    [
      /^\/library\/(posts|concepts)\/([\w-]+)$/,
      (kind, id) => [`/api/user/library/${kind}/${id}`, '/api/costs'],
    ],
    [/^\/help-and-support$/, () => ['/api/faqs']],
    [/^\/how-to-use$/, () => ['/api/how-to-use']],
  ];

  /** Reads the app keeps for the tab in session storage (app/src/storage.ts): asked for only when absent. */
  const KEPT_FOR_THE_TAB = {
    '/api/costs': 'costs',
    '/api/user/recent-generations': 'generations',
    '/api/user/recent-activities': 'activities',
  };

  const preload = (href) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'use-credentials';
    link.href = href;
    document.head.append(link);
  };

  let kept = () => false;
  let profileCached = false;
  try {
    const store = window.sessionStorage;
    kept = (href) => href in KEPT_FOR_THE_TAB && store.getItem(KEPT_FOR_THE_TAB[href]) !== null;
    const profile = JSON.parse(store.getItem('userData') ?? 'null');
    const cached = typeof profile === 'object' && profile !== null && typeof profile.email === 'string';
    profileCached = store.getItem('visited') === '1' && cached;
  } catch {
    // Storage unreadable or a corrupt entry: the app reads it as absent and fetches, so preload.
  }
  if (!profileCached) preload('/api/user/info');

  for (const [pattern, reads] of FIRST_READS) {
    const match = pattern.exec(window.location.pathname);
    if (!match) continue;
    for (const href of reads(...match.slice(1))) if (!kept(href)) preload(href);
  }
})();
