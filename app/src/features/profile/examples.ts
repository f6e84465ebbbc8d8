import type {
  HandleExamples,
  SaveHandleExamplesRequest,
} from '../../../../edge/features/sources/contract.ts';
import { ApiError, api, call } from '../../api/client.ts';

/** GET /api/user/handles/examples: the example posts pasted for each profile handle. */
export async function fetchHandleExamples(signal: AbortSignal): Promise<HandleExamples[]> {
  const response = await call(api.user.handles.examples.$get(undefined, { init: { signal } }));
  return response.data;
}

/** PUT /api/user/handles/examples: replaces one handle's examples; answers them as stored. */
export async function saveHandleExamples(body: SaveHandleExamplesRequest): Promise<string[]> {
  const response = await call(api.user.handles.examples.$put({ json: body }));
  return response.data.examples;
}

/** What a draft sends: each box as typed, the empty ones left out (an empty box is no example). */
export const examplesToSave = (draft: readonly string[]): string[] => draft.filter((t) => t.trim() !== '');

/** The key of one handle's examples on the screen (a handle may be in both lists: one entry each). */
export const examplesKey = (h: Pick<HandleExamples, 'list' | 'type' | 'reference'>) =>
  `${h.list}:${h.type}:${h.reference}`;

/**
 * A refused save in a person's words: the server names the list item ('examples.1: …'), the screen
 * names the box ('Example 2: …').
 */
export function exampleRefusal(error: unknown): string {
  if (!(error instanceof ApiError)) return 'The examples could not be saved. Please try again.';
  return error.message.replace(/^examples\.(\d+): /, (_, i: string) => `Example ${Number(i) + 1}: `);
}
