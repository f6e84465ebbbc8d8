import type { WritingContext } from './context.ts';

export type { PostParts } from './variants.ts';

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
