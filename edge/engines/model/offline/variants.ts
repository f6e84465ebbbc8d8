import type { PlatformType } from '../../../contract/handles.ts';
import { measureVariant, normaliseHashtags, rulesFor } from '../../../contract/platforms.ts';
import type { DraftedVariant } from '../content-model.ts';

/**
 * The offline model's post, written once per platform from the same parts: long platforms get the
 * hook, the points as a list and the closing; short ones (X, Bluesky) the hook and the closing, with
 * as many points as fit. Plain text only (what a person pastes), hashtags as the platform likes them
 * (Mastodon's in CamelCase, so screen readers say the words), always within the platform's limit.
 */
export interface PostParts {
  title: string;
  hook: string;
  points: string[];
  closing: string;
  /** Hashtag words for this post's theme, most specific first. */
  tags: string[];
  /** The last line ('— Ada Crumb, Sourdough baker'), after everything else. */
  signature?: string;
  /** False when `closing` already asks for something (a drafted post's style); else the platform's own ask ends it. */
  platformCallToAction?: boolean;
}

/** A little warmth where the platform's voice has it; LinkedIn, X and Mastodon stay plain. */
const HOOK_EMOJI: Partial<Record<PlatformType, string>> = {
  instagram: ' ✨',
  tiktok: ' 👀',
  facebook: ' 😊',
  threads: ' 👇',
  pinterest: ' 📌',
  bluesky: ' 🦋',
};

const camel = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function tagsFor(platform: PlatformType, words: readonly string[]): string[] {
  const { max, recommended } = rulesFor(platform).hashtags;
  const count = Math.min(recommended, max ?? recommended);
  const clean = normaliseHashtags(words.map((w) => w.replace(/[^\p{L}\p{N}]/gu, '')));
  return clean.slice(0, count).map((w) => (platform === 'mastodon' ? camel(w) : w));
}

function textFor(platform: PlatformType, parts: PostParts, points: readonly string[]): string {
  const { notes } = rulesFor(platform);
  const hook = `${parts.hook}${HOOK_EMOJI[platform] ?? ''}`;
  const list = points.map((p) => `• ${p}`).join('\n');
  const ask = parts.platformCallToAction === false ? '' : notes.callToAction;
  return [hook, list, parts.closing, ask, parts.signature ?? ''].filter(Boolean).join('\n\n');
}

export function offlineVariant(platform: PlatformType, parts: PostParts): DraftedVariant {
  const rules = rulesFor(platform);
  const title = rules.titleLimit === null ? '' : parts.title.slice(0, rules.titleLimit);
  const hashtags = tagsFor(platform, parts.tags);
  // Keep as many points as fit, then drop hashtags, then the call to action: never over the limit.
  for (let kept = parts.points.length; kept >= 0; kept--) {
    const text = textFor(platform, parts, parts.points.slice(0, kept));
    if (fits(platform, text, hashtags)) return { platform, title, text, hashtags };
  }
  const bare = [parts.hook, parts.closing, parts.signature ?? ''].filter(Boolean).join('\n\n');
  if (fits(platform, bare, hashtags)) return { platform, title, text: bare, hashtags };
  return { platform, title, text: parts.hook, hashtags: [] };
}

const fits = (platform: PlatformType, text: string, hashtags: string[]) => {
  const { length, limit } = measureVariant(platform, { text, hashtags });
  return length <= limit;
};

export const offlineVariants = (platforms: readonly PlatformType[], parts: PostParts): DraftedVariant[] =>
  platforms.map((platform) => offlineVariant(platform, parts));

/**
 * "Fit this in N" offline: whole sentences from the start while they fit, else the first words; the
 * hashtags go first. The offline model's own variants always fit, so only an edit sent back needs it.
 */
export function offlineFit(variant: DraftedVariant): DraftedVariant {
  const { platform } = variant;
  if (fits(platform, variant.text, variant.hashtags)) return variant;
  const sentences = variant.text.match(/[^.!?\n]+[.!?]*\s*/g) ?? [variant.text];
  let text = '';
  for (const sentence of sentences) {
    if (!fits(platform, (text + sentence).trim(), [])) break;
    text += sentence;
  }
  if (text.trim() === '') {
    const words = variant.text.split(/\s+/);
    while (words.length > 1 && !fits(platform, `${words.join(' ')}…`, [])) words.pop();
    text = `${words.join(' ')}…`;
  }
  return { ...variant, text: text.trim(), hashtags: [] };
}
