import type { PlatformPostImage, PlatformVariant, PostEdit, VariantText } from '@plume/ui';
import { isPlatformType } from '../../../../edge/contract/handles.ts';
import { measureVariant, postedText, rulesFor } from '../../../../edge/contract/platforms.ts';
import type { EditPostRequest, PostImage, PostVariant } from '../../../../edge/features/posts/contract.ts';

/**
 * A post as the edge sends it (variants per platform, images with alt text) turned into what
 * PlatformPostCard shows, and the card's corrections turned into the PATCH body. Shared by the Recent
 * panel and the concept page's Generated Posts: one post model, one card.
 */

/** Whether the post was written for named platforms (else it keeps the plain PostCard). */
export const hasPlatformVariants = (variants: readonly PostVariant[]): boolean =>
  variants.length > 0 && variants.every((v) => v.platform !== null);

const sameText = (
  a: { title?: string | undefined; text: string; hashtags: readonly string[] },
  b: typeof a,
) =>
  (a.title ?? '') === (b.title ?? '') && a.text === b.text && a.hashtags.join('\n') === b.hashtags.join('\n');

/** The card's variants: labels and limits from the platform rules; `original` only once edited (Revert). */
export function cardVariants(variants: readonly PostVariant[]): PlatformVariant[] {
  return variants.flatMap((variant) => {
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
        ...(sameText(variant, variant.original) ? {} : { original: variant.original }),
      },
    ];
  });
}

/** The card's images: the alt text, and the model's only once it was edited (Revert). */
export const cardImages = (images: readonly PostImage[]): PlatformPostImage[] =>
  images.map((image) => ({
    url: image.content_url,
    altText: image.alt_text,
    ...(image.alt_text === image.original_alt_text ? {} : { originalAltText: image.original_alt_text }),
  }));

/** The live counter while editing: the contract's own count, so the card and the server agree. */
export const measureDraft = (platform: string, draft: VariantText): number =>
  isPlatformType(platform) ? measureVariant(platform, draft).length : draft.text.length;

/** Exactly what would be posted of a variant: what Copy puts on the clipboard. */
export { postedText };

/** PATCH /api/user/generation/posts/{id}'s body for a correction saved on the card. */
export function editRequest(edit: PostEdit): EditPostRequest {
  const variant = edit.variant;
  if (variant && !isPlatformType(variant.platform)) throw new Error(`Unknown platform ${variant.platform}`);
  return {
    ...(variant && isPlatformType(variant.platform)
      ? {
          variants: [
            {
              platform: variant.platform,
              text: variant.text,
              hashtags: variant.hashtags,
              ...(variant.title !== undefined ? { title: variant.title } : {}),
            },
          ],
        }
      : {}),
    ...(edit.altTexts ? { alt_texts: edit.altTexts } : {}),
  };
}
