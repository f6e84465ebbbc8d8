import type { LibraryPost } from '../../../../edge/features/library/contract.ts';
import { cardImages, cardVariants, hasPlatformVariants } from '../../lib/platformPosts/card.ts';
import type { LibraryPostItem } from './LibraryView.tsx';
import { itemHref } from './openItem.ts';

/**
 * A library post as its card shows it: a tab per platform it was written for (PlatformPostCard, through
 * the one set of card helpers every list of posts uses), or, for a post written for no named platform
 * (saved from text), its text alone (PostCard).
 */
export function libraryPostItem(post: LibraryPost): LibraryPostItem {
  return {
    id: post.id,
    title: post.title,
    saved: post.saved,
    content: post.content,
    variants: hasPlatformVariants(post.variants) ? cardVariants(post.variants) : [],
    images: cardImages(post.images),
    href: itemHref('posts', post.id),
  };
}
