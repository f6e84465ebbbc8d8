import {
  PlatformPostCard,
  type PlatformPostCardProps,
  PostCard,
  type PostEdit,
  type PostRefine,
  type VariantText,
} from '@plume/ui';
import type { ReactElement } from 'react';

/** Where a post's editing and sharing stand, as the screen that owns them keeps it. */
export type PostCardState = {
  /** A correction is being saved. */
  savingEdit: boolean;
  /** 'none': no share sheet here; 'files': Share… opens it; 'fallback': copy and download instead. */
  share: 'none' | 'files' | 'fallback';
  /** The platform whose caption was just copied before sharing. */
  captionCopiedFor: string | null;
};

/** What a person can do with a post shown in full (the Recent panel, an item's page). */
export type PostCardActions = {
  /** The platform contract's counting and posted text (the card's live counter and Copy). */
  measure: (platform: string, draft: VariantText) => number;
  postedText: (draft: VariantText) => string;
  /** Copies `text` (a platform post: exactly its variant as posted); without it, the post as a whole. */
  onCopy: (text?: string) => unknown;
  onDownload: () => void;
  onDelete: () => void;
  onEdit: (edit: PostEdit) => unknown;
  onShare: (platform: string) => unknown;
  /** Refine on each platform tab (a post written for no named platform has none). */
  refine: PostRefine;
};

export type PostCardViewProps = Omit<PlatformPostCardProps, 'onCopy' | 'onShare' | 'shareFallback'> & {
  /** The post's Markdown: what the plain card shows for a post written for no named platform. */
  content: string;
  /** The plain card's image (its alt text ''); unset: the first of `images`, with its alt text. */
  imageUrl?: string | null;
  /** Copies `text` (a platform post: exactly its variant as posted); the plain card passes none. */
  onCopy: (text?: string) => unknown;
  /** Unset: no share sheet (a list's card). */
  share?: PostCardState['share'];
  onShare?: (platform: string) => unknown;
};

/**
 * One post wherever a list or page shows it (the Recent panel, the Library, an item's page): written for
 * named platforms it is a PlatformPostCard (a tab per platform, plain text, edit, refine, copy, share);
 * written for none it keeps the SPEC's Markdown PostCard. One choice, so every screen shows a post alike.
 */
export function PostCardView({
  content,
  imageUrl,
  onCopy,
  share = 'none',
  onShare,
  ...props
}: PostCardViewProps): ReactElement {
  if (props.variants.length === 0) {
    // The platform card's own props mean nothing to the plain card.
    const {
      variants,
      images,
      measure,
      postedText,
      onEdit,
      savingEdit,
      captionCopiedFor,
      refine,
      initialPlatform,
      ...card
    } = props;
    const image = imageUrl === undefined ? images?.[0] : { url: imageUrl, altText: '' };
    return (
      <PostCard
        {...card}
        content={content}
        imageUrl={image?.url ?? null}
        imageAlt={image?.altText ?? ''}
        onCopy={() => onCopy()}
      />
    );
  }
  return (
    <PlatformPostCard
      {...props}
      onCopy={(text) => onCopy(text)}
      onShare={share === 'none' ? undefined : onShare}
      shareFallback={share === 'fallback'}
    />
  );
}
