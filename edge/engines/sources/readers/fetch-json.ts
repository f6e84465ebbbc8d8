import type { SafeFetcher } from '../safe-fetch.ts';
import { SourceFormatError } from './source-reader.ts';

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
