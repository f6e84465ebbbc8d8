import type { Activity } from '../../edge/features/activity/contract.ts';
import type { RecentAllResponse } from '../../edge/features/library/contract.ts';
import type { UserProfile } from '../../edge/features/profile/contract.ts';
import type { CostsResponse } from '../../edge/features/wallet/contract.ts';

/**
 * The one module that owns the SPEC's storage keys (SPEC §3, §9):
 * localStorage `user` (e-mail), `handles`, `relatedHandles`;
 * sessionStorage `userData` (cached profile), `costs`, `visited` (start-up fetch done), and the
 * dashboard's `activities` and `generations` (usage is not cached: SPEC §4 refetches it per month).
 * Nothing else in the app touches window.localStorage / window.sessionStorage.
 */

/** A handle as the client keeps it (SPEC §3 "Handle"): the handle and its platform. */
export type HandlePair = { handle: string; platform: string };
export type Costs = CostsResponse['costs'];
/** GET /api/user/recent-generations's `data`: the dashboard's library (SPEC §3 "Recent generations"). */
export type RecentGenerations = RecentAllResponse['data'];

/** The part of Storage this module needs, so tests can pass a tiny in-memory fake. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type Slot<T> = {
  readonly key: string;
  get(): T | null;
  set(value: T): void;
  clear(): void;
};

export type AppStorage = {
  user: Slot<string>;
  handles: Slot<HandlePair[]>;
  relatedHandles: Slot<HandlePair[]>;
  userData: Slot<UserProfile>;
  costs: Slot<Costs>;
  visited: Slot<true>;
  /** The dashboard's cache (SPEC §4): fetched only when missing, dropped by clearDashboardCache. */
  activities: Slot<Activity[]>;
  generations: Slot<RecentGenerations>;
  /** Logout and any 401: forget who was signed in (user, userData, visited, both handle lists), the costs and the dashboard cache. */
  clearSession(): void;
  /** After any generation or delete: the dashboard's cached generations and activities are stale (SPEC §4). */
  clearDashboardCache(): void;
  /** Called after every write, so React can re-read (balance, e-mail). */
  subscribe(listener: () => void): () => void;
};

type Codec<T> = { encode(value: T): string; decode(raw: string): T | null };

const text: Codec<string> = { encode: (v) => v, decode: (raw) => (raw === '' ? null : raw) };
const flag: Codec<true> = { encode: () => '1', decode: (raw) => (raw === '1' ? true : null) };

function json<T>(isValid: (value: unknown) => boolean): Codec<T> {
  return {
    encode: (v) => JSON.stringify(v),
    decode(raw) {
      try {
        const value: unknown = JSON.parse(raw);
        return isValid(value) ? (value as T) : null;
      } catch {
        // A corrupt entry (hand-edited, older format) reads as absent instead of crashing start-up.
        return null;
      }
    },
  };
}

const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isHandleList = (v: unknown) =>
  Array.isArray(v) &&
  v.every((h) => isObject(h) && typeof h.handle === 'string' && typeof h.platform === 'string');
const isProfile = (v: unknown) => isObject(v) && typeof (v as { email?: unknown }).email === 'string';
const isActivityList = (v: unknown) =>
  Array.isArray(v) &&
  v.every(
    (a) =>
      isObject(a) &&
      typeof a.type === 'string' &&
      typeof a.message === 'string' &&
      typeof a.created_at === 'string',
  );
const isGenerations = (v: unknown) => {
  if (!isObject(v)) return false;
  const {
    concepts_generated: concepts,
    posts_generated: posts,
    media_captioned: captions,
  } = v as Record<string, unknown>;
  return (
    isObject(concepts) &&
    Array.isArray((concepts as Record<string, unknown>).mainstream) &&
    Array.isArray((concepts as Record<string, unknown>).offstream) &&
    Array.isArray(posts) &&
    Array.isArray(captions)
  );
};

export function createStorage(local: StorageLike, session: StorageLike): AppStorage {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  function slot<T>(area: StorageLike, key: string, codec: Codec<T>): Slot<T> {
    return {
      key,
      get() {
        let raw: string | null;
        try {
          raw = area.getItem(key);
        } catch {
          return null; // storage disabled (privacy mode): behave as empty
        }
        return raw === null ? null : codec.decode(raw);
      },
      set(value) {
        try {
          area.setItem(key, codec.encode(value));
        } catch {
          // quota exceeded or storage disabled: the app keeps working without the cache
        }
        notify();
      },
      clear() {
        try {
          area.removeItem(key);
        } catch {
          // storage disabled: nothing to clear
        }
        notify();
      },
    };
  }

  const store = {
    user: slot(local, 'user', text),
    handles: slot<HandlePair[]>(local, 'handles', json(isHandleList)),
    relatedHandles: slot<HandlePair[]>(local, 'relatedHandles', json(isHandleList)),
    userData: slot<UserProfile>(session, 'userData', json(isProfile)),
    costs: slot<Costs>(session, 'costs', json(isObject)),
    visited: slot(session, 'visited', flag),
    activities: slot<Activity[]>(session, 'activities', json(isActivityList)),
    generations: slot<RecentGenerations>(session, 'generations', json(isGenerations)),
  };

  /** Session-storage keys of the dashboard's cache (SPEC §3 "User session"). */
  const dashboardKeys = [store.activities.key, store.generations.key] as const;
  function clearDashboardCache() {
    for (const key of dashboardKeys) {
      try {
        session.removeItem(key);
      } catch {
        // storage disabled: nothing to clear
      }
    }
    notify();
  }

  return {
    ...store,
    clearDashboardCache,
    clearSession() {
      clearDashboardCache();
      store.user.clear();
      store.userData.clear();
      store.visited.clear();
      store.costs.clear();
      store.handles.clear();
      store.relatedHandles.clear();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Falls back to memory when the browser storage is unavailable (e.g. blocked third-party context). */
function browserArea(name: 'localStorage' | 'sessionStorage'): StorageLike {
  try {
    const area = globalThis[name];
    if (area) return area;
  } catch {
    // accessing the property itself can throw when storage is blocked
  }
  return memoryStorage();
}

export function memoryStorage(): StorageLike & { readonly size: number } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    get size() {
      return map.size;
    },
  };
}

export const storage: AppStorage = createStorage(browserArea('localStorage'), browserArea('sessionStorage'));
