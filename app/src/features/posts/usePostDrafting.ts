import { useCallback, useState } from 'react';
import { DEFAULT_STYLE } from '../../../../edge/contract/post-limits.ts';
import type { RecentPost } from '../../../../edge/features/library/contract.ts';
import { type GenerationProblem, generationProblem } from '../../lib/generationError.ts';
import { markNew } from '../../lib/newThisSession.ts';
import { useLoad } from '../../lib/query.ts';
import { useBanner } from '../../lib/useBanner.ts';
import { useRecentList } from '../../lib/useRecentList.ts';
import { deleteAllPosts, deletePost, draftPosts, fetchRecentPosts, fetchStyles } from './api.ts';
import { withNewPosts } from './recentPosts.ts';
import type { PostChoices, PostTexts } from './request.ts';

export type Texts = Omit<PostTexts, 'style'>;
const emptyTexts: Texts = { media_context: '', topic_details: '', additional_instructions: '' };

/** What a run left to say besides its posts: a partial failure ('1 image failed and was not charged'). */
export type Banner = GenerationProblem & { tone: 'error' | 'info' };

/**
 * Post Drafting's data (SPEC §2, §4): the styles (E-Commerce by default), the three texts, a run
 * (idle → generating → idle), the Recent panel with this session's posts marked NEW in front.
 */
export function usePostDrafting() {
  const styles = useLoad(['posts', 'styles'], fetchStyles);
  const [chosenStyle, setStyle] = useState<string | null>(null);
  const [texts, setTexts] = useState<Texts>(emptyTexts);
  const [generating, setGenerating] = useState(false);
  const [offlineIds, setOfflineIds] = useState<ReadonlySet<string>>(new Set());
  const recent = useRecentList<RecentPost>(['posts', 'recent'], {
    load: fetchRecentPosts,
    deleteOne: deletePost,
    deleteAll: deleteAllPosts,
    labels: { one: 'Post deleted.', all: 'Recent posts cleared.' },
  });
  const banner = useBanner<Banner>();

  const options = styles.data ?? [];
  const style =
    chosenStyle ??
    options.find((o) => o.value === DEFAULT_STYLE)?.value ??
    options[0]?.value ??
    DEFAULT_STYLE;

  const setText = (field: keyof Texts, value: string) => setTexts((t) => ({ ...t, [field]: value }));

  /** Runs a draft; true when the server drafted (and charged) it, false when the run failed. */
  const generate = useCallback(
    async (files: readonly File[], choices: PostChoices): Promise<boolean> => {
      setGenerating(true);
      banner.hide();
      try {
        const answer = await draftPosts({ style, ...texts }, files, choices);
        const ids = answer.data.map((p) => p.id);
        markNew('posts', ids);
        if (answer.model.offline) setOfflineIds((known) => new Set([...known, ...ids]));
        recent.setItems((shown) => withNewPosts(shown, answer.data));
        if (answer.failed > 0 && answer.message) {
          banner.show({ message: answer.message, outOfCredits: false, tone: 'info' });
        }
        return true;
      } catch (error) {
        console.error(error);
        banner.show({ ...generationProblem(error), tone: 'error' });
        return false;
      } finally {
        setGenerating(false);
      }
    },
    [style, texts, banner.hide, banner.show, recent.setItems],
  );

  return {
    styles,
    style,
    setStyle,
    texts,
    setText,
    generating,
    generate,
    offlineIds,
    recent,
    banner,
  };
}
