import {
  PlatformPostCard,
  type PlatformPostImage,
  type PlatformVariant,
  PostCard,
  type PostEdit,
  type VariantText,
} from '@plume/ui';
import type { ReactElement } from 'react';

/** One post of the Recent panel as its view shows it. */
export type RecentPostItem = {
  id: string;
  title: string;
  /** The SPEC's Markdown content: shown only for a post written for no named platform. */
  content: string;
  imageUrl: string | null;
  /** One per platform the post was written for; empty for a post written for none (plain card). */
  variants: readonly PlatformVariant[];
  images: readonly PlatformPostImage[];
  isNew: boolean;
  offline: boolean;
  deleting: boolean;
  savingEdit: boolean;
  /** 'none': no share sheet here; 'files': Share… opens it; 'fallback': copy and download instead. */
  share: 'none' | 'files' | 'fallback';
  /** The platform whose caption was just copied before sharing. */
  captionCopiedFor: string | null;
};

export type RecentPostViewProps = {
  post: RecentPostItem;
  /** The platform contract's counting and posted text (the card's live counter and Copy). */
  measure: (platform: string, draft: VariantText) => number;
  postedText: (draft: VariantText) => string;
  /** Copies `text` (a platform post: exactly its variant as posted; else the post's title and text). */
  onCopy: (text?: string) => unknown;
  onDownload: () => void;
  onDelete: () => void;
  onEdit: (edit: PostEdit) => unknown;
  onShare: (platform: string) => unknown;
};

/**
 * A drafted post in the Recent panel: written for named platforms it is a PlatformPostCard (a tab
 * per platform, plain text, edit, copy, share); an older post keeps the SPEC's Markdown PostCard.
 */
export function RecentPostView({
  post,
  measure,
  postedText,
  onCopy,
  onDownload,
  onDelete,
  onEdit,
  onShare,
}: RecentPostViewProps): ReactElement {
  const card = {
    title: post.title,
    isNew: post.isNew,
    offline: post.offline,
    deleting: post.deleting,
    onDownload,
    onDelete,
  };
  if (post.variants.length === 0) {
    return <PostCard {...card} content={post.content} imageUrl={post.imageUrl} onCopy={() => onCopy()} />;
  }
  return (
    <PlatformPostCard
      {...card}
      variants={post.variants}
      images={post.images}
      measure={measure}
      postedText={postedText}
      onCopy={(text) => onCopy(text)}
      onEdit={onEdit}
      savingEdit={post.savingEdit}
      onShare={post.share === 'none' ? undefined : onShare}
      shareFallback={post.share === 'fallback'}
      captionCopiedFor={post.captionCopiedFor}
    />
  );
}
