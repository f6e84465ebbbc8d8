import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { storage } from '../storage.ts';
import { decideAccess, type RouteKind } from './access.ts';
import { session } from './session.ts';

/** The root loader holds the first render (LoadingScreen) until the start-up fetch is done. */
export async function rootLoader(): Promise<null> {
  await session.ensure();
  return null;
}

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
