import type { LibraryKind, LibraryResponse } from '../../../../edge/features/library/contract.ts';
import { api, call } from '../../api/client.ts';

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
