/**
 * Example posts a person pastes for a handle (ARCHITECTURE §7b, "closed networks by example"): their
 * own best posts (their voice) or a peer's (what works for them), for networks nobody may read, or to
 * add to what is read. Zod-free, so the SPA's counters use the same limits without zod in its bundle.
 */

/** Examples one handle can carry. */
export const EXAMPLES_PER_HANDLE_MAX = 5;
/** Longest example post, in UTF-16 units as every text limit counts (Instagram's caption limit). */
export const EXAMPLE_POST_MAX_CHARS = 2200;
