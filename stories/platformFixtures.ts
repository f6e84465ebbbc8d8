import type { PlatformType } from '../edge/contract/handles.ts';
import { measureVariant, postedText, rulesFor } from '../edge/contract/platforms.ts';
import type { PlatformPostImage, PlatformVariant, VariantText } from '../ui/src/index.ts';
import { samplePhoto } from './generationFixtures.ts';

/** A variant as the edge returns it, measured by the real platform rules (as the app will pass them). */
export function platformVariant(
  platform: PlatformType,
  text: string,
  hashtags: string[],
  extra: Pick<PlatformVariant, 'title' | 'original'> = {},
): PlatformVariant {
  const rules = rulesFor(platform);
  const { length, limit } = measureVariant(platform, { text, hashtags });
  return {
    platform,
    label: rules.label,
    text,
    hashtags,
    length,
    limit,
    titleLimit: rules.titleLimit,
    altTextLimit: rules.altTextLimit,
    ...extra,
  };
}

/** What the app passes the card: the contract's own counting, so the story's counters are the real ones. */
export const measure = (platform: string, draft: VariantText): number =>
  measureVariant(platform as PlatformType, draft).length;
export { postedText };

export const bakeImages: PlatformPostImage[] = [
  {
    url: samplePhoto(30),
    altText: 'Two sourdough loaves on a floured wooden board, one cut open to show an airy crumb.',
  },
  { url: samplePhoto(200), altText: 'A tray of cinnamon buns under the warm light of the oven.' },
];

export const instagram = platformVariant(
  'instagram',
  'This morning’s bake is out\nTwo sourdough loaves and a tray of cinnamon buns.\n\nReserve yours by message before 10.',
  ['sourdough', 'bakery', 'freshbread'],
);

export const bluesky = platformVariant(
  'bluesky',
  'Out of the oven at 6: two sourdough loaves and a tray of cinnamon buns\nCome early.',
  ['sourdough'],
);

export const linkedin = platformVariant(
  'linkedin',
  'Small-batch baking starts at 4 a.m.\nToday: two sourdough loaves and twelve cinnamon buns, all sold to regulars by nine.\n\nWhat would you add to a morning menu?',
  ['smallbusiness', 'baking', 'sourdough'],
);

export const blueskyOver = platformVariant(
  'bluesky',
  `${'Every loaf starts the night before: flour, water, salt and a starter we have fed since 2019. '.repeat(3)}Come early`,
  ['sourdough', 'bakery'],
);

export const pinterest = platformVariant(
  'pinterest',
  'Crusty country sourdough with an open crumb, baked in a home oven. Recipe notes and timings on the blog.',
  ['sourdough', 'breadrecipe'],
  { title: 'Country sourdough with an open crumb' },
);

export const editedInstagram = platformVariant(
  'instagram',
  'Fresh from the oven: sourdough and cinnamon buns\nReserve by message.',
  ['sourdough', 'bakery'],
  { original: { text: instagram.text, hashtags: instagram.hashtags } },
);
