import type { DraftedPost } from '../content-model.ts';
import { hashtags, type WritingContext } from './context.ts';

/** The parts every offline post is made of; `formatPost` lays them out the way the platform reads. */
export interface PostParts {
  title: string;
  hook: string;
  points: string[];
  closing: string;
  /** Extra hashtag words for this post's theme. */
  tags?: string[];
}

/** Platforms read as threads: numbered posts, each short enough to stand alone. */
const THREADED = new Set(['X', 'Bluesky']);

export function formatPost(context: WritingContext, parts: PostParts): DraftedPost {
  const tags = hashtags(context, parts.tags);
  const cta = context.platform.callToAction;
  if (THREADED.has(context.platform.label)) {
    const posts = [parts.hook, ...parts.points, `${parts.closing} ${cta}`];
    const thread = posts.map((text, i) => `**${i + 1}/${posts.length}** ${text}`).join('\n\n');
    return { title: parts.title, content: `${thread}${tags ? `\n\n${tags}` : ''}` };
  }
  const body = [
    `**${parts.hook}**`,
    parts.points.map((p) => `- ${p}`).join('\n'),
    parts.closing,
    cta,
    tags,
  ].filter(Boolean);
  return { title: parts.title, content: body.join('\n\n') };
}

/** A bulleted list for the concept fields (the panel renders Markdown). */
export const bullets = (items: readonly string[]) =>
  items
    .filter(Boolean)
    .map((item) => `- ${item}`)
    .join('\n');

/** The closing lines of a concept's Details: where it goes, and the person's own brief if they gave one. */
export function detailsFooter(context: WritingContext): string {
  const where = context.handle
    ? `Post it as ${context.platform.format} on ${context.handle}; the hook belongs in ${context.platform.hook}.`
    : `Post it as ${context.platform.format}; the hook belongs in ${context.platform.hook}.`;
  const brief = context.instructions ? `\n\nYour instructions for this run: “${context.instructions}”` : '';
  return `${where}${brief}`;
}
