import { FetchError } from '../safe-fetch.ts';

/**
 * What every reader of an open network gives back (Bluesky, Mastodon, Pinterest, YouTube, feeds):
 * a person's last original posts as plain text with a date, a link and, where the network counts
 * them, the reactions — never media bytes. A reader never throws for what the network answers: a
 * handle that is gone, closed to anonymous readers, or unreachable is a result the run can show.
 */

/** Reactions as each network counts them (Mastodon's favourites are likes, its reblogs reposts). */
export interface SourceCounts {
  likes?: number;
  reposts?: number;
  replies?: number;
  quotes?: number;
  /** Only where a network publishes them (YouTube's feed). */
  views?: number;
}

export interface SourcePost {
  /** Plain text, trimmed, at most POST_TEXT_MAX characters. */
  text: string;
  /** ISO 8601, or null when the source gave no usable date. */
  date: string | null;
  /** Where the post lives: https (or a loopback stand-in's http while allowed), taken from the data. */
  url: string;
  counts?: SourceCounts;
}

export interface SourceProfile {
  name?: string;
  description?: string;
  followers?: number;
  url?: string;
}

export type ReadResult =
  | { status: 'ok'; posts: SourcePost[]; profile?: SourceProfile }
  | {
      /** not-readable: the network closes it to anonymous readers; not-found: no such account or feed. */
      status: 'not-readable' | 'not-found' | 'failed';
      /** For logs and the screen's "why"; never sent to the model. */
      reason: string;
    };

export interface SourceReader {
  /** The last original posts of the handle's normalised reference (edge/contract/handles.ts). */
  read(reference: string, signal?: AbortSignal): Promise<ReadResult>;
}

/** Posts kept per handle: the newest, enough to see what works, few enough for a prompt. */
export const POSTS_PER_SOURCE = 30;
/** The longest post text kept (a pasted example post has the same bound). */
export const POST_TEXT_MAX = 2_200;

/** A thrown fetch failure or a bad answer as a result; anything else is a bug and is rethrown. */
export function failure(error: unknown): ReadResult {
  if (error instanceof FetchError) return { status: 'failed', reason: `${error.failure}: ${error.message}` };
  if (error instanceof SourceFormatError) return { status: 'failed', reason: error.message };
  throw error;
}

/** The answer did not have the shape the network's documentation gives. */
export class SourceFormatError extends Error {
  override name = 'SourceFormatError';
}

/** An HTTP status other than success, as a result: gone → not-found, closed → not-readable. */
export function statusResult(status: number, what: string): ReadResult {
  if (status === 404 || status === 410) return { status: 'not-found', reason: `${what} answered ${status}` };
  if (status === 401 || status === 403)
    return { status: 'not-readable', reason: `${what} answered ${status}` };
  return { status: 'failed', reason: `${what} answered ${status}` };
}
