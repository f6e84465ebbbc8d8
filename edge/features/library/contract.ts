import { z } from 'zod';
import { GENERATION_NOT_FOUND } from '../../contract/generation.ts';
import { RECENT_LIMITS } from '../../contract/generation-limits.ts';
import { token, wellFormedText } from '../../contract/input-rules.ts';
import { type LibraryKind, libraryKinds } from '../../contract/library-kinds.ts';
import { postSources } from '../../db/schema/posts.ts';
import { conceptBody, conceptSource, conceptStreams } from '../concepts/contract.ts';
import { createdPost, postVariant } from '../posts/contract.ts';

export { isLibraryKind, type LibraryKind, libraryKinds } from '../../contract/library-kinds.ts';

export { GENERATION_NOT_FOUND, RECENT_LIMITS };

/**
 * The library: what a person made, listed and deleted (GET /api/user/recent-generations and
 * DELETE /api/user/generation/{kind}[/{id}]), the kinds it holds, and its messages. The shapes of
 * each run's own answer are in concepts/contract.ts, posts/contract.ts and captions/contract.ts.
 */

/** ISO 8601 with the time zone, e.g. '2026-01-15T12:00:00.000Z'. */
const timestamp = z.string();

/** The kinds of GET /api/user/recent-generations/{kind} (`all` is the default) and of the deletes. */
export const generationKinds = ['concepts', 'posts', 'media-captions'] as const;
export type GenerationKind = (typeof generationKinds)[number];
export const recentKinds = ['all', ...generationKinds] as const;
export type RecentKind = (typeof recentKinds)[number];

/**
 * A concept as the recent list shows it (SPEC §3 "Recent generations"): `title` is concept.Title and
 * `content` its Concept; `content_url` is always null (a concept has no media); the whole concept
 * comes along for the detail panel, and `post` is the post drafted from it in the same run.
 */
export const recentConcept = z.object({
  id: z.string(),
  stream: z.enum(conceptStreams),
  content_url: z.null(),
  title: z.string(),
  content: z.string(),
  created_at: timestamp,
  concept: conceptBody,
  /** The read posts that inspired it (see concepts/contract.ts). */
  sources: z.array(conceptSource),
  /** The post drafted with it (null once the person deleted that post from the Generated Posts list). */
  post: z.object({ title: z.string(), content: z.string(), variants: z.array(postVariant) }).nullable(),
});
export type RecentConcept = z.infer<typeof recentConcept>;

/**
 * A drafted post in the recent list is the very Post a drafting, an edit or a refine answers with
 * (posts/contract.ts `createdPost`): one schema, so a post the SPA puts back into the list after an
 * edit cannot drift from what the list reads.
 */
export const recentPost = createdPost;
export type RecentPost = z.infer<typeof recentPost>;

/**
 * A caption item (SPEC §3): `content_text` is null when absent (show nothing then, never the word
 * "undefined"); `title` mirrors the other lists and is always ''. content_url may be any URL the
 * caption was made for (a video or an image; SPEC §2 picks the player by its extension).
 */
export const recentCaption = z.object({
  id: z.string(),
  content_url: z.string(),
  content_text: z.string().nullable(),
  created_at: timestamp,
});
export type RecentCaption = z.infer<typeof recentCaption>;

const conceptsGenerated = z.object({
  mainstream: z.array(recentConcept),
  offstream: z.array(recentConcept),
});

/**
 * GET /api/user/recent-generations and /recent-generations/all → all three lists;
 * /recent-generations/concepts → data.concepts_generated only, /posts → data.posts_generated only,
 * /media-captions → data.media_captioned only. Every list newest first.
 */
export const recentAllResponse = z.object({
  success: z.literal(true),
  data: z.object({
    concepts_generated: conceptsGenerated,
    posts_generated: z.array(recentPost),
    media_captioned: z.array(recentCaption),
  }),
});
export type RecentAllResponse = z.infer<typeof recentAllResponse>;
export const recentConceptsResponse = z.object({
  success: z.literal(true),
  data: z.object({ concepts_generated: conceptsGenerated }),
});
export type RecentConceptsResponse = z.infer<typeof recentConceptsResponse>;
export const recentPostsResponse = z.object({
  success: z.literal(true),
  data: z.object({ posts_generated: z.array(recentPost) }),
});
export type RecentPostsResponse = z.infer<typeof recentPostsResponse>;
export const recentCaptionsResponse = z.object({
  success: z.literal(true),
  data: z.object({ media_captioned: z.array(recentCaption) }),
});
export type RecentCaptionsResponse = z.infer<typeof recentCaptionsResponse>;

/**
 * DELETE /api/user/generation/{kind} → every item of that kind the caller owns is gone; `deleted`
 * says how many. DELETE /api/user/generation/{kind}/{id} → that one item (404 when the id is unknown
 * or another person's). Deleting moves no money (a run already paid for stays paid).
 */
export const deleteAllResponse = z.object({ success: z.literal(true), deleted: z.number().int() });
export type DeleteAllResponse = z.infer<typeof deleteAllResponse>;
export const deleteOneResponse = z.object({ success: z.literal(true) });
export type DeleteOneResponse = z.infer<typeof deleteOneResponse>;

export const UNKNOWN_KIND = 'Unknown kind: use posts, concepts or media-captions.';

/**
 * GET /api/user/library?kind=concepts|posts&saved=true&q=&cursor= (the Library screen, /library):
 * every concept or post the person keeps, newest first, LIBRARY_PAGE_SIZE at a time. `q` searches
 * title and text case-insensitively (a post's variants, a concept's title, concept and details);
 * `saved=true` keeps saved posts only (for concepts: those whose post was saved). `cursor` is the
 * previous page's `next_cursor`, opaque to the caller: a keyset on the kind's insertion order, so a
 * page stays exact while new items arrive and no OFFSET scan grows with the library.
 */
export const LIBRARY_PAGE_SIZE = 20;
export const LIBRARY_SEARCH_MAX_CHARS = 200;
export const UNKNOWN_LIBRARY_KIND = 'Unknown kind: use concepts or posts.';
export const BAD_LIBRARY_CURSOR = 'cursor must be the next_cursor of the previous page.';

/** Where the next page starts: the last item's seq, tied to its kind (a posts cursor is no concepts cursor). */
export type LibraryCursor = { kind: LibraryKind; seq: number };

const toBase64Url = (text: string) => btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

export const encodeLibraryCursor = ({ kind, seq }: LibraryCursor): string => toBase64Url(`${kind}:${seq}`);

/** The cursor a `next_cursor` came from, or null for anything the server did not hand out. */
export function decodeLibraryCursor(raw: string): LibraryCursor | null {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(raw)) return null;
  let text: string;
  try {
    text = atob(raw.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
  const match = /^(concepts|posts):(\d{1,15})$/.exec(text);
  return match ? { kind: match[1] as LibraryKind, seq: Number(match[2]) } : null;
}

export const libraryQuery = z
  .object({
    kind: z.enum(libraryKinds, { error: UNKNOWN_LIBRARY_KIND }).default('posts'),
    saved: z.enum(['true', 'false'], { error: 'saved is true or false.' }).optional(),
    q: wellFormedText({ max: LIBRARY_SEARCH_MAX_CHARS }).optional(),
    cursor: token(60)
      .transform((raw, ctx) => {
        const cursor = decodeLibraryCursor(raw);
        if (cursor) return cursor;
        ctx.addIssue({ code: 'custom', message: BAD_LIBRARY_CURSOR });
        return z.NEVER;
      })
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (query.cursor && query.cursor.kind !== query.kind) {
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: BAD_LIBRARY_CURSOR });
    }
  });
export type LibraryQuery = z.output<typeof libraryQuery>;

/** A post as the library lists it: the whole post, where it came from, and whether it was saved. */
export const libraryPost = recentPost.extend({
  source: z.enum(postSources),
  concept_id: z.string().nullable(),
  saved: z.boolean(),
});
export type LibraryPost = z.infer<typeof libraryPost>;

/** `kind` echoes the query, so a client tells the two lists apart by type. */
export const libraryResponse = z.discriminatedUnion('kind', [
  z.object({
    success: z.literal(true),
    kind: z.literal('concepts'),
    data: z.array(recentConcept),
    next_cursor: z.string().nullable(),
  }),
  z.object({
    success: z.literal(true),
    kind: z.literal('posts'),
    data: z.array(libraryPost),
    next_cursor: z.string().nullable(),
  }),
]);
export type LibraryResponse = z.infer<typeof libraryResponse>;

/**
 * GET /api/user/library/{kind}/{id} (the Library's detail view, /library/{kind}/{id}): one item as its
 * page lists it, so a detail view opened from a link or a reload needs no list. 404 when the id is
 * unknown or another person's, or the kind is neither.
 */
export const libraryItemResponse = z.discriminatedUnion('kind', [
  z.object({ success: z.literal(true), kind: z.literal('concepts'), data: recentConcept }),
  z.object({ success: z.literal(true), kind: z.literal('posts'), data: libraryPost }),
]);
export type LibraryItemResponse = z.infer<typeof libraryItemResponse>;
