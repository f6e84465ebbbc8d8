import { PLATFORM_TYPES, type PlatformType, platformLabel } from './handles.ts';
import { countFor } from './platform-count.ts';

/**
 * What each platform of handles.ts allows a post and what reads well there: the limits the server
 * measures variants against, the counters the post card shows, and the notes the prompts and the
 * offline model write from. Each number names its source; where a platform documents no limit the
 * field is null rather than a guess. Imported by the edge and the app: no dependencies.
 */

export { countFor } from './platform-count.ts';

export interface PlatformRules {
  platform: PlatformType;
  label: string;
  /** The most characters of the post text as the platform counts them (Pinterest: the description). */
  textLimit: number;
  /** Pinterest's pin title (100); null where a post has no separate title. */
  titleLimit: number | null;
  /** Hashtags: what the platform allows at most (null: no documented cap) and what works best there. */
  hashtags: { max: number | null; recommended: number };
  /** Images one post may carry: Bluesky/X/Mastodon 1–4, Pinterest 1–5, YouTube 0–0 (no image posts). */
  images: { min: number; max: number };
  /** Alt-text limit per image (X 1,000; Bluesky 2,000; Mastodon 1,500), null where none is documented. */
  altTextLimit: number | null;
  /** Writing notes for prompts and the offline model: format, where the hook lands, call to action. */
  notes: { format: string; hook: string; callToAction: string };
}

type Rules = Omit<PlatformRules, 'platform' | 'label'>;

// `hashtags.recommended` and `notes` are the offline model's writing habits (what each platform's
// own creator guides advise); the other numbers are the platforms' documented limits.
const RULES: Record<PlatformType, Rules> = {
  instagram: {
    // Caption 2,200 characters; a carousel holds at most 10 items; alt_text on image posts since
    // March 2025, no length given: developers.facebook.com/docs/instagram-platform/content-publishing
    // and the /media reference. Five hashtags at most since Instagram's December 2025 change.
    textLimit: 2200,
    titleLimit: null,
    hashtags: { max: 5, recommended: 5 },
    images: { min: 1, max: 10 },
    altTextLimit: null,
    notes: {
      format: 'a 5-slide carousel or a 20–30 second Reel',
      hook: 'the first slide or the first second of the Reel',
      callToAction: 'Save this for later and share it with someone who needs it.',
    },
  },
  tiktok: {
    // Photo post: description up to 4,000 UTF-16 runes, up to 35 photos, no alt text field
    // (developers.tiktok.com/doc/content-posting-api-reference-photo-post). No hashtag cap there.
    textLimit: 4000,
    titleLimit: null,
    hashtags: { max: null, recommended: 4 },
    images: { min: 1, max: 35 },
    altTextLimit: null,
    notes: {
      format: 'a 30–45 second vertical video with on-screen captions',
      hook: 'the first two seconds',
      callToAction: 'Follow for part two, and tell me in the comments what to cover next.',
    },
  },
  youtube: {
    // Description at most 5,000 bytes (developers.google.com/youtube/v3/docs/videos,
    // snippet.description); "more than 60 hashtags … YouTube will ignore all hashtags on that
    // video" (support.google.com/youtube/answer/6390658). A video, never an image post.
    textLimit: 5000,
    titleLimit: null,
    hashtags: { max: 60, recommended: 3 },
    images: { min: 0, max: 0 },
    altTextLimit: null,
    notes: {
      format: 'a Short under 60 seconds, or a 6–8 minute video with chapters',
      hook: 'the first 15 seconds and the thumbnail',
      callToAction: 'Subscribe and comment with your questions; the best ones get their own video.',
    },
  },
  x: {
    // 280 weighted (twitter-text config/v3.json `maxWeightedTweetLength`); four images a post and
    // alt text up to 1,000 characters (docs.x.com, media upload and media metadata create).
    textLimit: 280,
    titleLimit: null,
    hashtags: { max: null, recommended: 2 },
    images: { min: 1, max: 4 },
    altTextLimit: 1000,
    notes: {
      format: 'a thread of 4–6 posts, each under 280 characters',
      hook: 'the first post, which must stand alone',
      callToAction: 'Repost the first post if this was useful.',
    },
  },
  linkedin: {
    // Commentary up to 3,000 characters; a multi-image post carries 2 to 20 images, each with
    // altText up to 4,086 characters (learn.microsoft.com/linkedin/marketing/community-management/
    // shares/posts-api and multiimage-post-api).
    textLimit: 3000,
    titleLimit: null,
    hashtags: { max: null, recommended: 3 },
    images: { min: 1, max: 20 },
    altTextLimit: 4086,
    notes: {
      format: 'a text post of 150–250 words, or a PDF carousel',
      hook: 'the first two lines, before "see more"',
      callToAction: 'What would you add? Share your experience in the comments.',
    },
  },
  facebook: {
    // The composer stops at 63,206 characters; Meta's developer docs state no text limit, no photo
    // count and no alt-text length. 10 images keeps a carousel to what every Meta surface shows
    // (Instagram's carousel cap), so one caption can serve both.
    textLimit: 63206,
    titleLimit: null,
    hashtags: { max: null, recommended: 2 },
    images: { min: 1, max: 10 },
    altTextLimit: null,
    notes: {
      format: 'a post with one strong photo, or a short native video',
      hook: 'the first sentence',
      callToAction: 'Share this with a friend who would enjoy it.',
    },
  },
  threads: {
    // 500 characters, emoji counted as UTF-8 bytes; one topic tag a post; a carousel of up to 20
    // items (developers.facebook.com/docs/threads/posts). alt_text has no documented length
    // (…/threads/posts/accessibility).
    textLimit: 500,
    titleLimit: null,
    hashtags: { max: 1, recommended: 1 },
    images: { min: 1, max: 20 },
    altTextLimit: null,
    notes: {
      format: 'a short conversational post, with a follow-up reply for details',
      hook: 'the opening line',
      callToAction: 'Reply with your take.',
    },
  },
  bluesky: {
    // 300 graphemes (atproto lexicons/app/bsky/feed/post.json); 4 images (lexicons/app/bsky/embed/
    // images.json `maxLength`); alt text 2,000 (social-app src/lib/constants.ts `MAX_ALT_TEXT`).
    textLimit: 300,
    titleLimit: null,
    hashtags: { max: null, recommended: 2 },
    images: { min: 1, max: 4 },
    altTextLimit: 2000,
    notes: {
      format: 'a short thread of 2–4 posts, each under 300 characters',
      hook: 'the first post',
      callToAction: 'Reply with your take, or repost if it helped.',
    },
  },
  mastodon: {
    // 500 by default, a server may raise it (app/validators/status_length_validator.rb
    // `MAX_CHARS`); 4 attachments (app/models/status.rb `MEDIA_ATTACHMENTS_LIMIT`); descriptions
    // up to 1,500 (app/models/media_attachment.rb `MAX_DESCRIPTION_LENGTH`), all mastodon/mastodon.
    textLimit: 500,
    titleLimit: null,
    hashtags: { max: null, recommended: 3 },
    images: { min: 1, max: 4 },
    altTextLimit: 1500,
    notes: {
      format: 'a post under 500 characters with CamelCase hashtags and image descriptions',
      hook: 'the first line (and a content warning if the topic needs one)',
      callToAction: 'Boost if this was useful.',
    },
  },
  pinterest: {
    // Title 100, description 500, alt text 500; a carousel pin holds 2 to 5 images
    // (developers.pinterest.com/docs/api/v5/pins-create).
    textLimit: 500,
    titleLimit: 100,
    hashtags: { max: null, recommended: 5 },
    images: { min: 1, max: 5 },
    altTextLimit: 500,
    notes: {
      format: 'a vertical 2:3 pin with a keyword-rich title and description',
      hook: 'the pin image and its title text',
      callToAction: 'Save this pin to your board.',
    },
  },
};

export const PLATFORM_RULES: Record<PlatformType, PlatformRules> = Object.fromEntries(
  PLATFORM_TYPES.map((platform) => [
    platform,
    { platform, label: platformLabel(platform), ...RULES[platform] },
  ]),
) as Record<PlatformType, PlatformRules>;

export const rulesFor = (platform: PlatformType): PlatformRules => PLATFORM_RULES[platform];

/** Platforms that take image posts (every one but YouTube), in PLATFORMS order: the "Post to" choices. */
export const IMAGE_POST_PLATFORMS: readonly PlatformType[] = PLATFORM_TYPES.filter(
  (platform) => PLATFORM_RULES[platform].images.max > 0,
);

/** Hashtag words normalised: leading # removed, trimmed, empty dropped, duplicates (case-insensitive) dropped. */
export function normaliseHashtags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const tag of tags) {
    const word = tag.trim().replace(/^#+/u, '').trim();
    const key = word.toLowerCase();
    if (word === '' || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
  }
  return words;
}

/** Exactly what would be posted: the text, then a blank line and the hashtags as `#tag` separated by spaces (nothing when there are none). */
export function postedText(variant: { text: string; hashtags: readonly string[] }): string {
  const tags = normaliseHashtags(variant.hashtags)
    .map((word) => `#${word}`)
    .join(' ');
  if (tags === '') return variant.text;
  const text = variant.text.trimEnd();
  return text === '' ? tags : `${text}\n\n${tags}`;
}

/** { length, limit } of a variant: countFor(platform, postedText(v)) against textLimit. */
export function measureVariant(
  platform: PlatformType,
  variant: { text: string; hashtags: readonly string[] },
): { length: number; limit: number } {
  return { length: countFor(platform, postedText(variant)), limit: PLATFORM_RULES[platform].textLimit };
}

/** Whether an alt text fits the platform's limit (always, where none is documented), counted as its text is. */
export function altTextFits(platform: PlatformType, altText: string): boolean {
  const limit = PLATFORM_RULES[platform].altTextLimit;
  return limit === null || altTextLength(altText) <= limit;
}

/**
 * An alt text's length in UTF-16 code units: the limits above are plain character counts, and this
 * count is never below a grapheme or code-point count, so an alt text that fits here fits there.
 */
export const altTextLength = (altText: string): number => altText.length;
