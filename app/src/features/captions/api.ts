import type { RecentCaption } from '../../../../edge/features/captions/contract.ts';
import { api, call } from '../../api/client.ts';
import { changingCall } from '../../lib/paidAnswer.ts';
import type { DeleteOptions } from '../../lib/useRecentList.ts';

/** The captions list and its deletes (edge/features/captions/contract.ts: kind `media-captions`). */
const kind = 'media-captions';

/** GET /api/user/recent-generations/media-captions: newest first. */
export async function fetchRecentCaptions(signal: AbortSignal): Promise<RecentCaption[]> {
  const { data } = await call(api.user['recent-generations'][kind].$get(undefined, { init: { signal } }));
  return data.media_captioned;
}

/** DELETE /api/user/generation/media-captions/{id}. */
export async function deleteCaption(id: string, options: DeleteOptions = {}): Promise<void> {
  await changingCall(
    api.user.generation[':kind'][':id'].$delete(
      { param: { kind, id } },
      { init: { keepalive: options.keepalive ?? false } },
    ),
  );
}

/** DELETE /api/user/generation/media-captions: Clear all. */
export async function deleteAllCaptions(options: DeleteOptions = {}): Promise<void> {
  await changingCall(
    api.user.generation[':kind'].$delete(
      { param: { kind } },
      { init: { keepalive: options.keepalive ?? false } },
    ),
  );
}

/** SPEC §8 has no words for a failed captions list; these follow its other list screens. */
export const captionListErrors = {
  failed: 'Failed to fetch recent captions. Please try again.',
  other: 'An error occurred while fetching recent captions. Please try again.',
} as const;
