import { Checkbox, type ChoiceChipOption, ChoiceChips, Stack } from '@plume/ui';
import type { ReactElement } from 'react';
import { MAX_POST_PLATFORMS } from '../../../../edge/contract/post-platforms.ts';

export type PostToViewProps = {
  /** The platforms that take image posts, as chips. */
  options: readonly ChoiceChipOption[];
  /** The chosen platforms, 1 to 3. */
  platforms: readonly string[];
  onPlatformsChange: (platforms: string[]) => void;
  /** "One post for all images": ticked, and whether (and why not) it can be ticked with these images. */
  carousel: { checked: boolean; disabled: boolean; reason: string | null };
  onCarouselChange: (checked: boolean) => void;
  /** A run is in flight: the choices show and cannot change. */
  disabled: boolean;
};

/**
 * Post Drafting's "Post to" (one to three platforms, a version of each post written for each) and
 * "One post for all images" (a carousel post; the charge stays per image, so the description says so).
 */
export function PostToView({
  options,
  platforms,
  onPlatformsChange,
  carousel,
  onCarouselChange,
  disabled,
}: PostToViewProps): ReactElement {
  return (
    <Stack space="sm">
      <ChoiceChips
        legend="Post to"
        name="platforms"
        options={options}
        value={platforms}
        onChange={onPlatformsChange}
        min={1}
        max={MAX_POST_PLATFORMS}
        disabled={disabled}
        help={`A version of each post written for each platform. Choose up to ${MAX_POST_PLATFORMS}.`}
      />
      <Checkbox
        label="One post for all images"
        name="carousel"
        checked={carousel.checked}
        onChange={onCarouselChange}
        disabled={disabled || carousel.disabled}
        description={
          carousel.reason ?? 'One carousel post with a caption for the whole set; still charged per image.'
        }
      />
    </Stack>
  );
}
