import { useSyncExternalStore } from 'react';
import type { UserProfile } from '../../../edge/features/profile/contract.ts';
import { ApiError, handleUnauthorized } from '../api/client.ts';
import { type AppStorage, storage } from '../storage.ts';
import type { SessionFacts } from './access.ts';
import { fetchUserInfo, postLogout } from './api.ts';
import { mirrorHandles } from './handles.ts';
import { pageLoadedSignedOut } from './page-session.ts';

/**
 * The start-up user-info fetch (SPEC §2/§3): once per tab unless `visited` is set, cached as
 * `userData`. Storage stays the source of truth for "who is signed in"; this module adds only what
 * storage cannot hold: whether a fetch is running, and whether the last one failed.
 */
type Status = 'idle' | 'loading' | 'ready' | 'failed';

export type SessionDeps = {
  storage: AppStorage;
  fetchUserInfo: () => Promise<UserProfile>;
  logout: () => Promise<void>;
  log?: (message: string, error: unknown) => void;
  /**
   * The page came without a session cookie (page-session.ts): the first ensure() knows the answer a
   * fetch would get (401, a visitor) and does what that answer does, without the request.
   */
  loadedSignedOut?: boolean;
  /** What a 401 does (the API client's handleUnauthorized: every cached key goes). */
  forget?: () => void;
};

export function createSession(deps: SessionDeps) {
  const { storage: store } = deps;
  let status: Status = 'idle';
  let error: unknown = null;
  let inflight: Promise<void> | null = null;
  // Bumped by every fetch and every profile taken from a save: a fetch whose number is no longer
  // the latest answers too late to be trusted (it may predate a save) and changes nothing.
  let latest = 0;
  // Only the start-up check may trust the page: a sign-in in this tab sets a cookie the page predates.
  let signedOutPage = deps.loadedSignedOut === true;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const setStatus = (next: Status) => {
    status = next;
    notify();
  };

  /** The server's profile becomes the cached one; the handle keys mirror its lists. */
  function keep(profile: UserProfile) {
    store.userData.set(profile);
    store.user.set(profile.email);
    store.visited.set(true);
    mirrorHandles(store, profile);
    error = null;
    setStatus('ready');
  }

  function load(): Promise<void> {
    const mine = ++latest;
    setStatus('loading');
    const request: Promise<void> = deps
      .fetchUserInfo()
      .then((profile) => {
        if (mine === latest) keep(profile);
      })
      .catch((cause: unknown) => {
        if (mine !== latest) return;
        if (cause instanceof ApiError && cause.status === 401) {
          // A visitor. fetchUserInfo goes through the API client, whose onUnauthorized is the one
          // place that clears every cached key (SPEC §4 "Any 401"); here only the status changes.
          error = null;
          setStatus('ready');
          return;
        }
        error = cause;
        setStatus('failed');
      })
      .finally(() => {
        if (inflight === request) inflight = null;
      });
    inflight = request;
    return request;
  }

  return {
    /**
     * Resolves once the start-up fetch is done (or was never needed); never rejects. `force` always
     * starts a new fetch: one already running may have left before a change it must see (a sign-in,
     * a save), so it is superseded rather than shared.
     */
    ensure(options: { force?: boolean } = {}): Promise<void> {
      if (signedOutPage) {
        signedOutPage = false;
        if (!options.force && !inflight) {
          // No cookie came with the page: anything cached in this tab describes a session that is gone.
          (deps.forget ?? (() => store.clearSession()))();
          error = null;
          setStatus('ready');
          return Promise.resolve();
        }
      }
      if (options.force) return load();
      if (inflight) return inflight;
      const cached = store.visited.get() ? store.userData.get() : null;
      if (cached) {
        // The handle keys are derived from the profile: put them back if they went missing.
        if (store.handles.get() === null || store.relatedHandles.get() === null) mirrorHandles(store, cached);
        if (status === 'idle') setStatus('ready');
        return Promise.resolve();
      }
      if (status === 'ready') return Promise.resolve();
      return load();
    },
    /**
     * A profile the server just answered with (PUT /user/info returns it as stored, SPEC §4 "dropped
     * and reloaded from the server"): it replaces the cached one at once, and a fetch still running
     * (which may have left before the save) can no longer overwrite it.
     */
    replaceProfile(profile: UserProfile): void {
      latest += 1;
      keep(profile);
    },
    facts(): SessionFacts {
      return {
        signedIn: store.userData.get() !== null,
        storedUser: store.user.get() !== null,
        failed: status === 'failed',
      };
    },
    get status() {
      return status;
    },
    get error() {
      return error;
    },
    /** SPEC §4 Logout: call the endpoint, then forget the session whatever it answered. */
    async logout(): Promise<void> {
      try {
        await deps.logout();
      } catch (cause) {
        (deps.log ?? console.error)('Logout failed', cause);
      } finally {
        store.clearSession();
      }
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      const unsubscribeStorage = store.subscribe(listener);
      return () => {
        listeners.delete(listener);
        unsubscribeStorage();
      };
    },
  };
}

export type Session = ReturnType<typeof createSession>;

export const session: Session = createSession({
  storage,
  fetchUserInfo: () => fetchUserInfo(),
  logout: postLogout,
  loadedSignedOut: pageLoadedSignedOut(),
  forget: handleUnauthorized,
});

export type SessionSnapshot = {
  loading: boolean;
  /** The last user-info fetch failed (not a 401): the balance shown may be stale. */
  failed: boolean;
  profile: UserProfile | null;
  email: string | null;
};

let cached: { key: string; snapshot: SessionSnapshot } | null = null;

function snapshot(): SessionSnapshot {
  const profile = storage.userData.get();
  const email = storage.user.get();
  const loading = session.status === 'loading';
  const failed = session.status === 'failed';
  // useSyncExternalStore needs the same object while nothing changed.
  const key = `${loading}|${failed}|${email}|${profile ? JSON.stringify(profile) : ''}`;
  if (cached?.key !== key)
    cached = { key, snapshot: { loading, failed, profile, email: email ?? profile?.email ?? null } };
  return cached.snapshot;
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, snapshot, snapshot);
}
