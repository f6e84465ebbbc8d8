import { type PlatformType, platformLabel } from '../../../../edge/contract/handles.ts';
import { IMAGE_POST_PLATFORMS } from '../../../../edge/contract/platforms.ts';
import { carouselProblem } from '../../../../edge/contract/post-platforms.ts';
import type { PostChoices } from './request.ts';

/** The "Post to" choices: every platform that takes image posts, in the handles list's order. */
export const POST_TO_OPTIONS = IMAGE_POST_PLATFORMS.map((p) => ({ value: p, label: platformLabel(p) }));

/** What "One post for all images" shows: ticked, and whether (and why not) it can be ticked now. */
export type CarouselChoice = { checked: boolean; disabled: boolean; reason: string | null };

/**
 * The carousel choice for `images` images on `platforms`: it needs 2 images and at most as many as
 * the strictest platform takes (contract's carouselProblem), else it is off and says why. With no
 * images yet it only says what it needs, the same sentence as for one.
 */
export function carouselChoice(
  platforms: readonly PlatformType[],
  images: number,
  wanted: boolean,
): CarouselChoice {
  const reason = carouselProblem(platforms, images);
  return { checked: wanted && reason === null, disabled: reason !== null, reason };
}

/** The request's `platforms` and `carousel` (carousel only when it can be one, as the screen shows). */
export const postChoices = (platforms: readonly PlatformType[], carousel: CarouselChoice): PostChoices => ({
  platforms: platforms.join(','),
  carousel: carousel.checked ? 'true' : 'false',
});
