/**
 * The generation constants the SPA shares, free of zod: importing the contract instead would put zod
 * (26 kB gzip) into the first download of Concept Generation and Post Drafting. The feature's
 * contract.ts re-exports them.
 */

/**
 * A retried POST with the same key returns the first answer and charges nothing more (the SPA sends a
 * fresh key per click, e.g. crypto.randomUUID()). Optional: without it every POST is a new run.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Newest first; at most this many of each list (SPEC §9: recent posts list limit 10). */
export const RECENT_LIMITS = { concepts: 30, posts: 10, 'media-captions': 20 } as const;
