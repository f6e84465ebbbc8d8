import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { type AppStorage, storage } from '../storage.ts';
import { decideAccess, type RouteKind } from './access.ts';
import { type Session, session } from './session.ts';

/** Set by the Google/Apple callback when it lands on /dashboard with a fresh session cookie. */
export const SIGNED_IN_PARAM = 'signed_in';

/**
 * The root loader holds the first render (LoadingScreen) until the start-up fetch is done.
 * After a Google/Apple sign-in (`?signed_in=1`) the cached keys may describe someone else (or
 * nobody): they are cleared so the fetch learns who signed in, and the flag leaves the URL.
 * Built from its storage and session so tests can pass in-memory ones.
 */
export function createRootLoader(deps: { storage: AppStorage; session: Pick<Session, 'ensure'> }) {
  return async ({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<null> => {
    const url = new URL(request.url);
    if (url.searchParams.has(SIGNED_IN_PARAM)) {
      deps.storage.clearSession();
      await deps.session.ensure({ force: true });
      url.searchParams.delete(SIGNED_IN_PARAM);
      throw redirect(`${url.pathname}${url.search}${url.hash}`);
    }
    await deps.session.ensure();
    return null;
  };
}

export const rootLoader = createRootLoader({ storage, session });

async function guard(kind: RouteKind, request: Request): Promise<null> {
  const url = new URL(request.url);
  const where = { pathname: url.pathname, search: url.search };
  await session.ensure();
  let decision = decideAccess(kind, session.facts(), where);
  if (decision.action === 'verify') {
    await session.ensure({ force: true });
    decision = decideAccess(kind, session.facts(), where);
    // Only a write from another tab racing this check lands here: forget the stale e-mail.
    if (decision.action === 'verify') {
      storage.clearSession();
      decision = decideAccess(kind, session.facts(), where);
    }
  }
  if (decision.action === 'redirect') throw redirect(decision.to);
  if (decision.action === 'error') {
    throw session.error ?? new Error('Plume could not check whether you are signed in.');
  }
  return null;
}

export const accountLoader = ({ request }: LoaderFunctionArgs) => guard('account', request);
export const authLoader = ({ request }: LoaderFunctionArgs) => guard('auth', request);

/** A redirect that keeps the query string (SPEC §9: /wallet?x and /recharge?x → /wallet-recharge?x). */
export function redirectKeepingSearch(to: string) {
  return ({ request }: LoaderFunctionArgs) => redirect(`${to}${new URL(request.url).search}`);
}
