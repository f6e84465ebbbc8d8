import {
  type ActivityItem,
  type GetStartedItem,
  Icons,
  type LibraryItem,
  type UsageRow,
} from '../ui/src/index.ts';

/** The dashboard's stories share these: a creator a few weeks into Plume. */

export const usageMonths = [
  { value: '2026-03', label: 'March 2026 (so far)' },
  { value: '2026-02', label: 'February 2026' },
  { value: '2026-01', label: 'January 2026' },
  { value: '2025-12', label: 'December 2025' },
  { value: '2025-11', label: 'November 2025' },
  { value: '2025-10', label: 'October 2025' },
  { value: '2025-09', label: 'September 2025' },
];

export const usageRows: UsageRow[] = [
  { metric: 'Concepts Generated', count: 15, growthPercent: 200, trend: 'up' },
  { metric: 'Posts Drafted', count: 2, growthPercent: -33.3, trend: 'down' },
  { metric: 'Medias Captioned', count: 0, growthPercent: null, trend: 'flat' },
];

/** A small SVG scene as a data URL: no image files, no network, the same pixels every run. */
export function samplePicture(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<rect width="640" height="360" fill="hsl(${hue} 60% 86%)"/>
<circle cx="500" cy="90" r="48" fill="hsl(${(hue + 40) % 360} 80% 70%)"/>
<path d="M0 300 L180 170 L320 260 L440 190 L640 320 L640 360 L0 360 Z" fill="hsl(${hue} 45% 45%)"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const conceptTitles = [
  'Behind the counter at 5 a.m.',
  'Three loaves, one starter',
  'What your crumb says about you',
  'The 10-minute weekday focaccia',
  'Ask the baker: your flour questions',
  'A week of sourdough, one photo a day',
];

export const libraryConcepts: LibraryItem[] = conceptTitles.map((title, index) => ({
  id: `concept-${index + 1}`,
  title,
  text: 'Film the quiet before opening: the oven light, the first tray, the bell at seven. Then cut to the first customer and the loaf they chose, and ask viewers which one they would pick.',
  label: index % 3 === 2 ? 'Offstream' : 'Mainstream',
  createdAt: `2026-03-0${(index % 5) + 1}T09:30:00.000Z`,
}));

export const libraryPosts: LibraryItem[] = [
  {
    id: 'post-1',
    title: 'Fresh from the oven',
    text: 'Our country loaf is back! Crackly crust, open crumb and a whisper of rye. Reserve yours before noon.',
    imageUrl: samplePicture(30),
    createdAt: '2026-03-04T08:00:00.000Z',
  },
  {
    id: 'post-2',
    title: 'Weekend focaccia club',
    text: 'Rosemary, sea salt and the good olive oil. Saturdays only, while it lasts.',
    imageUrl: samplePicture(200),
    createdAt: '2026-03-02T08:00:00.000Z',
  },
  {
    id: 'post-3',
    title: 'Why we proof for 18 hours',
    text: 'Slow dough, better flavour: a short thread on what happens overnight in our proving room.',
    imageUrl: null,
    createdAt: '2026-03-01T08:00:00.000Z',
  },
];

export const activities: ActivityItem[] = [
  { type: 'generation', message: 'Generated 5 concepts ($0.10).', createdAt: '2026-03-04T09:30:00.000Z' },
  { type: 'release', message: 'Returned $0.30: 1 post draft failed.', createdAt: '2026-03-03T16:05:00.000Z' },
  { type: 'profile', message: 'Updated your profile.', createdAt: '2026-03-02T11:00:00.000Z' },
  { type: 'recharge', message: 'Recharged $5.00 (Starter).', createdAt: '2026-03-01T10:15:00.000Z' },
  { type: 'sign-in', message: 'Signed in.', createdAt: '2026-03-01T10:00:00.000Z' },
  {
    type: 'sign-up',
    message: 'Welcome to Plume! Your account was created.',
    createdAt: '2026-02-28T18:00:00.000Z',
  },
];

export const getStartedItems: GetStartedItem[] = [
  {
    title: 'Generate Concept',
    description: 'Five content ideas from your handles and the accounts you admire.',
    href: '/concept-generation',
    icon: <Icons.Bulb size="sm" />,
  },
  {
    title: 'Draft Post',
    description: 'A ready-to-post caption for each photo, in the style you pick.',
    href: '/post-generation',
    icon: <Icons.Pencil size="sm" />,
  },
  {
    title: 'Caption Video',
    description: 'Captions for your clips, written for each platform.',
    href: '/media-captioning',
    icon: <Icons.Video size="sm" />,
    badge: 'Coming soon',
  },
];

/** The stories' dates, fixed to UTC so the screenshots do not depend on the machine's zone. */
export const utcDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
export const utcDateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});
