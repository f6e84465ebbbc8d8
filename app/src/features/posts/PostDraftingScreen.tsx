import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { priceCents, useCosts } from '../../lib/costs.ts';
import { generationProblem } from '../../lib/generationError.ts';
import { dollarsToCents } from '../../lib/money.ts';
import { recentListData } from '../../lib/recentListData.ts';
import { useSession } from '../../session/session.ts';
import { recentErrors } from './api.ts';
import { draftingCharge } from './charge.ts';
import { PostDraftingView } from './PostDraftingView.tsx';
import { POST_TO_OPTIONS } from './postTo.ts';
import { useImages } from './useImages.ts';
import { usePostDrafting } from './usePostDrafting.ts';
import { usePostTo } from './usePostTo.ts';
import { useRecentPostCards } from './useRecentPostCards.ts';

/** SPEC §8 has no words for a failed correction or share; these follow its other messages. */
const POST_ACTION_FAILED = 'Could not update the post. Please try again.';

/**
 * SPEC §2 /post-generation (Post Drafting), the container: the styles, images, texts, Post to and
 * the run, the Recent panel's posts with their corrections and sharing; PostDraftingView draws them.
 */
export default function PostDraftingScreen(): ReactElement {
  const navigate = useNavigate();
  const costs = useCosts();
  const draft = usePostDrafting();
  const images = useImages();
  const postTo = usePostTo(images.images.length);
  const { profile } = useSession();
  const busy = draft.generating || images.preparing;
  const card = useRecentPostCards(draft.recent, draft.offlineIds, (error) =>
    draft.banner.show({ ...generationProblem(error, POST_ACTION_FAILED), tone: 'error' }),
  );

  // A drafted run lets go of its images, so adding one more drafts (and charges) only that one; a
  // failed run keeps them for another try. A partly failed run drafted some: the answer does not say
  // which, and keeping all would charge the drafted ones again, so they go too (the banner says how
  // many failed).
  const generate = async () => {
    if (busy) return;
    const sent = images.images;
    if (
      await draft.generate(
        sent.map((image) => image.file),
        postTo.choices,
      )
    )
      images.discard(sent.map((image) => image.id));
  };

  return (
    <PostDraftingView
      styles={draft.styles.data ?? []}
      style={draft.style}
      stylesReady={draft.styles.status === 'success'}
      onStyleChange={draft.setStyle}
      images={images.images.map((image) => ({ id: image.id, src: image.url, name: image.name }))}
      imageIndex={images.index}
      onImageIndexChange={images.setIndex}
      onAddImages={images.add}
      onRemoveImage={images.remove}
      preparing={images.preparing}
      imageNotice={images.notice}
      texts={draft.texts}
      onTextChange={draft.setText}
      postTo={{
        options: POST_TO_OPTIONS,
        platforms: postTo.platforms,
        onPlatformsChange: postTo.setPlatforms,
        carousel: postTo.carousel,
        onCarouselChange: postTo.setCarousel,
      }}
      banner={draft.banner.message}
      bannerHoldProps={draft.banner.holdProps}
      onDismissBanner={draft.banner.hide}
      onNavigate={(href) => navigate(href)}
      costCents={priceCents(costs, 'posts-drafting')}
      charge={draftingCharge(images.images.length, dollarsToCents(profile?.current_balance))}
      generating={draft.generating}
      onGenerate={() => void generate()}
      recent={{ recent: recentListData(draft.recent, recentErrors), card }}
    />
  );
}
