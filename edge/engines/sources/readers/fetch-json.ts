import type { z } from 'zod';
import type { SafeFetcher } from '../safe-fetch.ts';
import { type ReadResult, SourceFormatError } from './source-reader.ts';

/** GET a JSON API through the safe fetcher: its status, and its body parsed (null for an empty one). */
export async function getJson(
  fetcher: SafeFetcher,
  url: string,
  signal?: AbortSignal,
): Promise<{ status: number; body: unknown }> {
  const answer = await fetcher.get(url, { accept: 'application/json', ...(signal ? { signal } : {}) });
  const text = answer.text();
  if (text.trim() === '') return { status: answer.status, body: null };
  try {
    return { status: answer.status, body: JSON.parse(text) };
  } catch {
    // An error page in HTML is still an answer with a status the reader can judge.
    if (answer.status >= 400) return { status: answer.status, body: null };
    throw new SourceFormatError(`${new URL(url).host} answered with something other than JSON`);
  }
}

/** A network's reading of an answer other than 200 (each says "gone" and "closed" its own way). */
export type StatusJudge = (status: number, body: unknown, what: string) => ReadResult;

/**
 * GET a JSON API step of a read (`what` names it in reasons): its data when the answer is a 200 of
 * `shape`, else the result that ends the read — another status as `judge` reads it, another shape a
 * failure.
 */
export async function getShaped<T>(
  fetcher: SafeFetcher,
  url: string,
  step: { what: string; shape: z.ZodType<T>; judge: StatusJudge },
  signal?: AbortSignal,
): Promise<{ data: T } | { ended: ReadResult }> {
  const answer = await getJson(fetcher, url, signal);
  if (answer.status !== 200) return { ended: step.judge(answer.status, answer.body, step.what) };
  const parsed = step.shape.safeParse(answer.body);
  if (!parsed.success)
    return { ended: { status: 'failed', reason: `${step.what} answered an unknown shape` } };
  return { data: parsed.data };
}
