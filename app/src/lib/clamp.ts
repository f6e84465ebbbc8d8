/** SPEC §9: a post's content over 160 characters, a caption's over 150, is clamped to 3 lines. */
export const POST_CLAMP_CHARS = 160;
export { CAPTION_CLAMP_CHARS } from '../../../edge/features/captions/contract.ts';

/**
 * Whether a text gets See more / Show less. Counted in characters as a person sees them (code points,
 * so an emoji is one), and only beyond the threshold: exactly 160 stays whole.
 */
export function needsClamp(text: string | null | undefined, threshold: number): boolean {
  if (!text) return false;
  return [...text].length > threshold;
}
