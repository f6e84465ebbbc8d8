import type { PostEdit, RefineRequest } from '@plume/ui';
import type {
  CreatedPost,
  RefinePostRequest,
  RefineResponse,
} from '../../../../edge/features/posts/contract.ts';
import { showToast, toastId, withdrawToast } from '../toasts.ts';
import { refineBody, refinedMessage, undoEdit } from './refine.ts';

export type Refining = { id: string; platform: string; instruction: string };

export interface RefinerDeps {
  refinePost: (id: string, body: RefinePostRequest) => Promise<RefineResponse>;
  editPost: (id: string, edit: PostEdit) => Promise<CreatedPost>;
  /** The post as now stored (refined, or put back by Undo): the screen puts it in its list. */
  onChanged: (post: CreatedPost) => void;
  onFailed: (error: unknown) => void;
  /** The refine running now, for the card's busy state. */
  onBusy: (busy: Refining | null) => void;
}

/**
 * Refine from post cards: the refined post goes to `onChanged`, then a toast 'Refined for Instagram.'
 * whose Undo sends the text as it was back (a free PATCH) and hands that post over too. A failure goes
 * to `onFailed` and is rethrown, so the card's menu stays open. One refine per post at a time: a
 * second click while one runs starts nothing, so a double click is one run and one charge.
 */
export function createRefiner(deps: () => RefinerDeps) {
  const running = new Set<string>();

  const undo = async (id: string, previous: RefineResponse['previous']) => {
    try {
      deps().onChanged(await deps().editPost(id, undoEdit(previous)));
      showToast({ id: toastId(), message: 'Refine undone.' });
    } catch (error) {
      console.error(error);
      deps().onFailed(error);
    }
  };

  return async function refine(id: string, platform: string, request: RefineRequest): Promise<void> {
    if (running.has(id)) return;
    running.add(id);
    deps().onBusy({ id, platform, instruction: request.instruction });
    try {
      const answer = await deps().refinePost(id, refineBody(platform, request));
      deps().onChanged(answer.data);
      const toast = toastId();
      showToast({
        id: toast,
        message: refinedMessage(platform),
        tone: 'success',
        action: {
          label: 'Undo',
          onClick: () => {
            withdrawToast(toast);
            void undo(id, answer.previous);
          },
        },
      });
    } catch (error) {
      console.error(error);
      deps().onFailed(error);
      throw error;
    } finally {
      running.delete(id);
      deps().onBusy(null);
    }
  };
}
