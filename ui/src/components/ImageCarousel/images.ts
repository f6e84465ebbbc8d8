/**
 * The image rules of Post Drafting that the app and the carousel share (SPEC §4 "Images list", §5, §9).
 * Pure functions, so the screen's state updates and the component agree.
 */

/** SPEC §5: only these types are kept; everything else is silently ignored. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;

/** For the file picker's `accept`, so the dialog offers the same types. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(',');

// Some systems hand over a file with an empty type (a .webp on older Windows); its name decides then.
// A declared type is never second-guessed, and the server checks the bytes either way.
const ACCEPTED_EXTENSION = /\.(jpe?g|png|webp)$/i;

export function isAcceptedImage(file: { type: string; name: string }): boolean {
  if (file.type) return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase());
  return ACCEPTED_EXTENSION.test(file.name);
}

/** The accepted files, in their order; the rest are dropped without a word (SPEC §5). */
export function acceptedImages<T extends { type: string; name: string }>(files: Iterable<T>): T[] {
  return Array.from(files).filter(isAcceptedImage);
}

/** Previous and next wrap around (SPEC §4): -1 → the last, `length` → the first. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/**
 * The index to show after the image at `current` is removed and `lengthAfter` remain (SPEC §4: the
 * index moves back by one when needed): the next image slides into place, or the new last one shows.
 */
export function indexAfterRemoval(current: number, lengthAfter: number): number {
  if (lengthAfter <= 0) return 0;
  return Math.min(Math.max(current, 0), lengthAfter - 1);
}
