import { isPlatformType, platformLabel } from '../../../contract/handles.ts';
import { type PlatformRules, rulesFor } from '../../../contract/platforms.ts';
import type { CreatorProfile, ModelHandle } from '../content-model.ts';

/** What the templates need of a platform: its name, its writing notes and how many hashtags suit it. */
export type PlatformNotes = PlatformRules['notes'] & { label: string; maxHashtags: number };

/** Without a handle the posts are shaped for no platform in particular. */
const GENERAL: PlatformNotes = {
  label: 'your channels',
  format: 'a short post with one image',
  hook: 'the first line',
  callToAction: 'Tell me what you think in the comments.',
  maxHashtags: 3,
};

/** The platform's notes from the shared rules, so the offline drafts follow what the prompts say. */
export function platformNotes(type: string | undefined): PlatformNotes {
  if (!type) return GENERAL;
  if (!isPlatformType(type)) return { ...GENERAL, label: platformLabel(type) };
  const rules = rulesFor(type);
  return { label: rules.label, ...rules.notes, maxHashtags: rules.hashtags.recommended };
}

/**
 * What the offline templates write from: the profile's fields cut to quotable pieces, with a
 * sensible phrase wherever the person left a field empty (a new profile has only a name, if that).
 */
export interface WritingContext {
  name: string;
  /** The professional title as it reads mid-sentence ("sourdough baker"). */
  title: string;
  /** The same with its article ("an employment lawyer"). */
  aTitle: string;
  /** The target audience as it reads mid-sentence. */
  audience: string;
  /** The first sentence of the background, or '' when there is none. */
  background: string;
  /** The first testimonial, or '' when there is none. */
  testimonial: string;
  /** The first handle's platform, which the posts are shaped for. */
  platform: PlatformNotes;
  /** '@name on Instagram', or '' without handles. */
  handle: string;
  /** Every platform named by the handles, in order, without repeats. */
  platforms: string[];
  /** Related accounts, as '@name (TikTok)'. */
  related: string[];
  instructions: string;
  /** Lower-case words for hashtags, from the title and audience. */
  topics: string[];
}

/** The text up to its first sentence end, cut at a word boundary near `max` characters. */
export function excerpt(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const sentence = clean.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? clean;
  if (sentence.length <= max) return sentence;
  const cut = sentence.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** Testimonials are free text: one per line or paragraph, often in quotes. */
function firstTestimonial(text: string): string {
  const first = text
    .split(/\n+/)
    .map((line) => line.trim().replace(/^["“”'‘’\-–—*•\s]+|["“”'‘’\s]+$/g, ''))
    .find((line) => line.length > 0);
  return first ? excerpt(first, 180) : '';
}

/**
 * People type "Sourdough baker" into a field of its own; mid-sentence it reads "sourdough baker".
 * Acronyms and names keep their capitals ("SEO consultant", "iOS developer").
 */
export const midSentence = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text[0]?.toLowerCase() + text.slice(1) : text;

const withArticle = (text: string) => `${/^[aeiou]/i.test(text) ? 'an' : 'a'} ${text}`;

const handleText = (h: ModelHandle) => `${h.reference.startsWith('@') ? '' : '@'}${h.reference}`;

const STOP_WORDS = new Set([
  'and',
  'the',
  'for',
  'with',
  'who',
  'that',
  'your',
  'from',
  'into',
  'of',
  'a',
  'an',
  'in',
  'on',
  'to',
]);

function topicWords(...texts: string[]): string[] {
  const words = texts
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2 && !STOP_WORDS.has(w));
  return [...new Set(words)].slice(0, 4);
}

export function writingContext(
  profile: CreatorProfile,
  handles: readonly ModelHandle[],
  relatedHandles: readonly ModelHandle[],
  instructions: string,
): WritingContext {
  const first = handles[0];
  const title = midSentence(profile.professionalTitle.trim()) || 'creator';
  const audience = midSentence(excerpt(profile.targetAudience, 80)) || 'the people you want to reach';
  return {
    name: profile.name.trim() || 'you',
    title,
    aTitle: withArticle(title),
    audience: audience.replace(/[.!?]$/, ''),
    background: excerpt(profile.background),
    testimonial: firstTestimonial(profile.testimonials),
    platform: platformNotes(first?.type),
    handle: first ? `${handleText(first)} on ${platformLabel(first.type)}` : '',
    platforms: [...new Set(handles.map((h) => platformLabel(h.type)))],
    related: relatedHandles.map((h) => `${handleText(h)} (${platformLabel(h.type)})`),
    instructions: excerpt(instructions, 240),
    topics: topicWords(title, profile.targetAudience),
  };
}

/** '#word' tags for the topics, plus one for the platform's habits when it has one. */
export function hashtags(context: WritingContext, extra: string[] = []): string {
  const words = [...context.topics, ...extra].map((w) => w.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean);
  const tags = [...new Set(words)].slice(0, context.platform.maxHashtags).map((w) => `#${w}`);
  return tags.join(' ');
}
