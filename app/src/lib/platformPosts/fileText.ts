import { platformLabel } from '../../../../edge/contract/handles.ts';
import { postedText } from '../../../../edge/contract/platforms.ts';
import type { PostImage, PostVariant } from '../../../../edge/features/posts/contract.ts';

type DownloadablePost = {
  title: string;
  content: string;
  variants: readonly PostVariant[];
  images?: readonly Pick<PostImage, 'alt_text'>[];
};

/**
 * The downloaded .txt of a post (SPEC §2: named after its title): the title, then one section per
 * platform headed by its name with exactly what would be posted there (the pin title first on
 * Pinterest), then each image's alt text to paste where the platform asks for it. Plain text: no
 * Markdown, since it is pasted as it is. A post for no named platform stays title and content.
 */
export function postFileText(post: DownloadablePost): string {
  const named = post.variants.filter((v) => v.platform !== null);
  if (named.length === 0) return `${post.title}\n\n${post.content.trim()}\n`;
  const sections = named.map((variant) => {
    const label = platformLabel(variant.platform ?? '');
    const lines = [label, '-'.repeat(label.length)];
    if (variant.title) lines.push(`Pin title: ${variant.title}`, '');
    lines.push(postedText(variant).trim());
    return lines.join('\n');
  });
  const alts = (post.images ?? []).map((image, i) => `Image ${i + 1}: ${image.alt_text}`);
  const altSection = alts.length > 0 ? [`Alt text\n--------\n${alts.join('\n')}`] : [];
  return `${[post.title, ...sections, ...altSection].join('\n\n')}\n`;
}
