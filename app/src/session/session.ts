import { useSyncExternalStore } from 'react';
import type { UserProfile } from '../../../edge/features/profile/contract.ts';
import { ApiError } from '../api/client.ts';
import { type AppStorage, storage } from '../storage.ts';
import type { SessionFacts } from './access.ts';
import { fetchUserInfo, postLogout } from './api.ts';

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
};

export function createSession(deps: SessionDeps) {
  const { storage: store } = deps;
  let status: Status = 'idle';
  let error: unknown = null;
  let inflight: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const setStatus = (next: Status) => {
    status = next;
    notify();
  };

  function load(): Promise<void> {
    if (inflight) return inflight;
    setStatus('loading');
    inflight = deps
      .fetchUserInfo()
      .then((profile) => {
        store.userData.set(profile);
        store.user.set(profile.email);
        store.visited.set(true);
        error = null;
        setStatus('ready');
      })
      .catch((cause: unknown) => {
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
        inflight = null;
      });
    return inflight;
  }

  return {
    /** Resolves once the start-up fetch is done (or was never needed); never rejects. */
    ensure(options: { force?: boolean } = {}): Promise<void> {
      if (inflight) return inflight;
      if (!options.force) {
        if (store.visited.get() && store.userData.get()) {
          if (status === 'idle') setStatus('ready');
          return Promise.resolve();
        }
        if (status === 'ready') return Promise.resolve();
      }
      return load();
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
