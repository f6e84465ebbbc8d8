import { useState } from 'react';
import { isPlatformType, type PlatformType } from '../../../../edge/contract/handles.ts';
import { defaultPostPlatforms } from '../../../../edge/contract/post-platforms.ts';
import { useSession } from '../../session/session.ts';
import { carouselChoice, postChoices } from './postTo.ts';

/**
 * Post Drafting's "Post to" and "One post for all images": the platforms start as the person's own
 * handles' (the rule the edge falls back on, so the screen drafts for what it shows) until they pick,
 * and the carousel is off until ticked, and unticked in effect whenever the images do not fit it.
 */
export function usePostTo(images: number) {
  const { profile } = useSession();
  const [picked, setPicked] = useState<PlatformType[] | null>(null);
  const [wantsCarousel, setCarousel] = useState(false);
  const platforms = picked ?? defaultPostPlatforms(profile?.your_handles ?? []);
  const carousel = carouselChoice(platforms, images, wantsCarousel);
  return {
    platforms,
    setPlatforms: (values: readonly string[]) => setPicked(values.filter(isPlatformType)),
    carousel,
    setCarousel,
    choices: postChoices(platforms, carousel),
  };
}
