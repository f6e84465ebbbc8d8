import { POST_DRAFTING_PATH, POST_URL_MAX_CHARS } from '../../../../edge/contract/post-limits.ts';
import type { PostTextField } from '../../../../edge/features/posts/contract.ts';

export type PostTexts = Record<PostTextField, string>;

/** Room left for the query string in a URL the route reads (the rest is origin and path). */
export function queryBudget(origin: string): number {
  return POST_URL_MAX_CHARS - `${origin}${POST_DRAFTING_PATH}?`.length;
}

/** "Post to" and "One post for all images" as the route reads them (they travel with the texts). */
export type PostChoices = { platforms: string; carousel: 'true' | 'false' };

/**
 * Where the four texts (and the choices) travel (SPEC §7, §5). With images the request is multipart and the texts go as
 * query parameters, as the SPEC writes it — unless that would make the URL longer than the server
 * reads (a 414), in which case they go as multipart fields, which the route also takes. Without
 * images everything is a form body. Empty texts are left out (the route reads them as empty).
 */
export function placeTexts<T extends Record<string, string>>(
  texts: T,
  hasFiles: boolean,
  budget: number,
): { query: Partial<T>; fields: Partial<T> } {
  const present = Object.fromEntries(
    Object.entries(texts).filter(([, value]) => value.trim() !== ''),
  ) as Partial<T>;
  if (!hasFiles) return { query: {}, fields: present };
  const encoded = new URLSearchParams(present as Record<string, string>).toString();
  return encoded.length <= budget ? { query: present, fields: {} } : { query: {}, fields: present };
}
