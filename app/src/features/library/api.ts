import type {
  LibraryItemResponse,
  LibraryKind,
  LibraryPost,
  LibraryResponse,
} from '../../../../edge/features/library/contract.ts';
import { api, call } from '../../api/client.ts';
import { changingCall } from '../../lib/paidAnswer.ts';

/** What a Library page is asked for: the list, saved only or not, and the search (trimmed; '' for none). */
export type LibraryFilter = { kind: LibraryKind; savedOnly: boolean; q: string };

/** SPEC §8's pair of messages for the Library's loads. */
export const libraryErrors = {
  failed: 'Failed to fetch your library.',
  other: 'An error occurred while fetching your library.',
} as const;

/** One page of GET /api/user/library: the first without a cursor, the next with the last `next_cursor`. */
export async function fetchLibraryPage(
  { kind, savedOnly, q }: LibraryFilter,
  cursor: string | null,
  signal: AbortSignal,
): Promise<LibraryResponse> {
  return call(
    api.user.library.$get(
      {
        query: {
          kind,
          ...(savedOnly ? { saved: 'true' as const } : {}),
          ...(q ? { q } : {}),
          ...(cursor ? { cursor } : {}),
        },
      },
      { init: { signal } },
    ),
  );
}

/** GET /api/user/library/{kind}/{id}: one item for its detail view (404 when it is gone or not the caller's). */
export async function fetchLibraryItem(
  kind: LibraryKind,
  id: string,
  signal: AbortSignal,
): Promise<LibraryItemResponse> {
  return call(api.user.library[':kind'][':id'].$get({ param: { kind, id } }, { init: { signal } }));
}

/**
 * Deletes one library item once its Undo has passed (`keepalive` when the page is going away): a
 * concept by DELETE /api/user/generation/concepts/{id}; a post by the route of the list it came from,
 * DELETE /api/user/generation/posts/{id} for one drafted on Post Drafting, DELETE
 * /api/user/generations/post/{id} for one drafted with a concept or saved from text.
 */
export async function deleteLibraryItem(
  item: { kind: 'concepts'; id: string } | { kind: 'posts'; id: string; source: LibraryPost['source'] },
  options: { keepalive?: boolean } = {},
): Promise<void> {
  const init = { keepalive: options.keepalive ?? false };
  if (item.kind === 'posts' && item.source !== 'drafted') {
    await changingCall(api.user.generations.post[':id'].$delete({ param: { id: item.id } }, { init }));
    return;
  }
  await changingCall(
    api.user.generation[':kind'][':id'].$delete({ param: { kind: item.kind, id: item.id } }, { init }),
  );
}
