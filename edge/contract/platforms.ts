// PLACEHOLDER — replaced by the platforms branch at merge time (same exported API).
import { PLATFORMS, type PlatformType } from './handles.ts';

export interface PlatformRules {
  platform: PlatformType;
  label: string;
  textLimit: number;
  titleLimit: number | null;
  hashtags: { max: number | null; recommended: number };
  images: { min: number; max: number };
  altTextLimit: number | null;
  notes: { format: string; hook: string; callToAction: string };
}
const limits: Record<PlatformType, [number, number | null, number | null, number, number, number | null]> = {
  instagram: [2200, null, 5, 3, 20, null],
  tiktok: [4000, null, null, 4, 35, null],
  youtube: [5000, 100, 15, 3, 0, null],
  x: [280, null, null, 2, 4, 1000],
  linkedin: [3000, null, null, 3, 20, null],
  facebook: [63206, null, null, 2, 10, null],
  threads: [500, null, 1, 1, 20, null],
  bluesky: [300, null, null, 2, 4, 2000],
  mastodon: [500, null, null, 3, 4, 1500],
  pinterest: [500, 100, null, 5, 5, 500],
};
export const PLATFORM_RULES = Object.fromEntries(
  PLATFORMS.map(({ type, label }) => {
    const [textLimit, titleLimit, max, recommended, images, alt] = limits[type];
    return [
      type,
      {
        platform: type,
        label,
        textLimit,
        titleLimit,
        hashtags: { max, recommended },
        images: { min: type === 'youtube' ? 0 : 1, max: images },
        altTextLimit: alt,
        notes: { format: 'a post', hook: 'the first line', callToAction: 'Tell me what you think.' },
      },
    ];
  }),
) as Record<PlatformType, PlatformRules>;
export const rulesFor = (platform: PlatformType): PlatformRules => PLATFORM_RULES[platform];
export const IMAGE_POST_PLATFORMS: readonly PlatformType[] = PLATFORMS.map((p) => p.type).filter(
  (t) => PLATFORM_RULES[t].images.max > 0,
);
export function postedText(variant: { text: string; hashtags: readonly string[] }): string {
  const tags = variant.hashtags.map((t) => `#${t}`).join(' ');
  return tags ? `${variant.text}\n\n${tags}` : variant.text;
}
export function countFor(_platform: PlatformType, text: string): number {
  return [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].length;
}
export function measureVariant(
  platform: PlatformType,
  variant: { text: string; hashtags: readonly string[] },
): { length: number; limit: number } {
  return { length: countFor(platform, postedText(variant)), limit: PLATFORM_RULES[platform].textLimit };
}
export function normaliseHashtags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/^#+/, '').trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}
