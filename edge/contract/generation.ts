import { z } from 'zod';
import { wellFormedText } from './input-rules.ts';

/**
 * What the contracts of every generation feature (concepts, posts) share: the text boxes a run
 * takes, which model answered, and the 404 of an item a person made (a concept, a post, an image).
 */

/**
 * The longest instruction or text box a generation takes, after trimming. The screens count 250
 * words (SPEC §9) without blocking; this is the server's hard stop, roomy for 250 long words.
 */
export const GENERATION_TEXT_MAX_CHARS = 4000;
export const generationText = (label: string) =>
  wellFormedText({
    max: GENERATION_TEXT_MAX_CHARS,
    multiline: true,
    messages: {
      required: `${label} must be text.`,
      tooLong: `${label} is at most ${GENERATION_TEXT_MAX_CHARS} characters.`,
    },
  });

/** Which model answered: the offline demo model's results are labelled as such in the UI. */
export const modelInfo = z.object({ offline: z.boolean(), label: z.string() });
export type ModelInfo = z.infer<typeof modelInfo>;

/** 404: an id that names nothing of the caller's (unknown, deleted, or another person's). */
export const GENERATION_NOT_FOUND = 'No such item.';
