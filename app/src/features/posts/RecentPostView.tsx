import type { PlatformPostImage, PlatformVariant } from '@plume/ui';
import type { ReactElement } from 'react';
import { type PostCardActions, type PostCardState, PostCardView } from '../../lib/PostCardView.tsx';

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
} & PostCardState;

export type RecentPostViewProps = { post: RecentPostItem } & PostCardActions;

/**
 * A drafted post in the Recent panel, with its NEW, offline and deleting states. The item's fields are
 * the card's own props (its id, which keys the list, is ignored by the card).
 */
export function RecentPostView({ post, ...actions }: RecentPostViewProps): ReactElement {
  return <PostCardView {...post} {...actions} />;
}
