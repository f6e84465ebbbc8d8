import type { PlatformPostImage, PlatformVariant } from '@plume/ui';
import { rulesFor } from '../../../../edge/contract/platforms.ts';
import type { LibraryPost } from '../../../../edge/features/library/contract.ts';
import type { LibraryPostItem } from './LibraryView.tsx';

/**
 * A library post as its card shows it: a tab per platform it was written for (PlatformPostCard), or,
 * for a post written for no named platform (saved from text), its text alone (PostCard).
 */
export function libraryPostItem(post: LibraryPost): LibraryPostItem {
  const named = post.variants.length > 0 && post.variants.every((v) => v.platform !== null);
  return {
    id: post.id,
    title: post.title,
    saved: post.saved,
    content: post.content,
    variants: named ? post.variants.flatMap(cardVariant) : [],
    images: post.images.map(
      (image): PlatformPostImage => ({ url: image.content_url, altText: image.alt_text }),
    ),
  };
}

function cardVariant(variant: LibraryPost['variants'][number]): PlatformVariant[] {
  if (variant.platform === null) return [];
  const rules = rulesFor(variant.platform);
  return [
    {
      platform: variant.platform,
      label: rules.label,
      ...(variant.title !== undefined ? { title: variant.title } : {}),
      text: variant.text,
      hashtags: variant.hashtags,
      length: variant.length,
      limit: variant.limit,
      titleLimit: rules.titleLimit,
      altTextLimit: rules.altTextLimit,
    },
  ];
}
