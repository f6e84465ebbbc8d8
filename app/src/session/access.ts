import { loginHref, safeNext } from '../lib/safeNext.ts';

/**
 * Who may see which route (SPEC §2, §4, §6), as one pure decision the route loaders apply.
 * - public: /help-and-support, /how-to-use — everyone.
 * - auth: /login, /signup — a person with a stored profile (`userData`) or a stored `user` goes on.
 * - account: every other screen — a visitor goes to /login?next=<path+search>.
 */
export type RouteKind = 'public' | 'auth' | 'account';

export type SessionFacts = {
  /** A profile is cached (`userData`): the start-up fetch found a session. */
  signedIn: boolean;
  /** An e-mail is stored under `user` (localStorage, so it may come from another tab). */
  storedUser: boolean;
  /** The user-info fetch failed for a reason other than 401 (network, 5xx). */
  failed: boolean;
};

export type AccessDecision =
  | { action: 'allow' }
  | { action: 'redirect'; to: string }
  /** Ask the server again before deciding (a `user` without a profile, e.g. signed in elsewhere). */
  | { action: 'verify' }
  /** The server could not say who this is: show the error screen rather than a wrong redirect. */
  | { action: 'error' };

export type Where = { pathname: string; search: string };

export function decideAccess(kind: RouteKind, facts: SessionFacts, where: Where): AccessDecision {
  if (kind === 'public') return { action: 'allow' };

  if (kind === 'auth') {
    if (facts.signedIn || facts.storedUser) {
      const next = new URLSearchParams(where.search).get('next');
      return { action: 'redirect', to: safeNext(next) };
    }
    return { action: 'allow' };
  }

  if (facts.signedIn) return { action: 'allow' };
  if (facts.failed) return { action: 'error' };
  // A stored e-mail without a profile (e.g. another tab signed in after this one started): /login
  // would send the person straight back here, so ask the server. Its answer either caches the
  // profile or, being a 401, clears `user` — /login and /dashboard can never send each other back.
  if (facts.storedUser) return { action: 'verify' };
  return { action: 'redirect', to: loginHref(`${where.pathname}${where.search}`) };
}
