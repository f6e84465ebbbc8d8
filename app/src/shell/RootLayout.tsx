import { type ReactElement, useEffect } from 'react';
import { Outlet, useMatches, useRevalidator } from 'react-router-dom';
import { onUnauthorized } from '../api/client.ts';
import { storage } from '../storage.ts';
import { useDocumentTitle } from './documentTitle.ts';

export type RouteHandle = { title?: string };

/** `document.title` per route, from the deepest route whose `handle` names a title. */
function useRouteTitle(): void {
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.title)
    ?.handle as RouteHandle | undefined;
  useDocumentTitle(handle?.title);
}

/**
 * SPEC §4 "Any 401": the API client clears every cached key; re-running the active loaders then
 * sends a person on an account screen to /login?next=… while public screens stay put.
 * Signing out in another tab removes `user` from localStorage; this tab follows (and signing in
 * there moves this tab off the sign-in screens).
 */
function useSignOutFollow(): void {
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  useEffect(() => {
    const offUnauthorized = onUnauthorized(() => void revalidate());
    const onStorage = (event: StorageEvent) => {
      if ((event.key === null || event.key === storage.user.key) && event.newValue === null) {
        storage.clearSession();
        void revalidate();
      } else if (event.key === storage.user.key && event.oldValue === null) {
        // Signed in in another tab: /login and /signup here move on (their loader sees `user`).
        void revalidate();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      offUnauthorized();
      window.removeEventListener('storage', onStorage);
    };
  }, [revalidate]);
}

export function RootLayout(): ReactElement {
  useRouteTitle();
  useSignOutFollow();
  return <Outlet />;
}
