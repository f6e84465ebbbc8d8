import type { ConceptFields } from '../ui/src/index.ts';

/** Concepts as the API returns them (SPEC §3 keys), for the generation stories. */
export const concepts: ConceptFields[] = [
  {
    Title: 'Behind the counter at 5 a.m.',
    Concept:
      'Show the **first hour** of the bakery day: dough out of the fridge, ovens on, the first tray of croissants.',
    Details:
      'A short vertical video or a 4-image carousel.\n\n- Open on the dark street and the lit window\n- End on the first customer at 7:00',
    'Practical Tips':
      '1. Shoot in natural light by the window.\n2. Keep each clip under 3 seconds.\n3. Post at 7:30, when your audience commutes.',
    'Media Inspiration':
      'Flour in the air against the oven light; hands shaping *pastéis de nata*; a close-up of the timer.',
  },
  {
    Title: 'Ask the baker: your sourdough questions',
    Concept: 'Answer three follower questions about sourdough, one per post, with a photo of the step.',
    Details: 'Collect questions from last week’s comments and credit each asker by handle.',
    'Practical Tips': 'Pin the first answer to your profile and link the next two in the caption.',
    'Media Inspiration': 'A jar of starter with a rubber band marking the rise.',
  },
  {
    Title: 'One loaf, three breakfasts',
    Concept: 'Three ways to serve one country loaf, from toast to French toast.',
    Details: 'A carousel, one breakfast per slide, with the price of the loaf on the last.',
    'Practical Tips': 'Use the same plate and angle on every slide.',
    'Media Inspiration': 'Top-down shots on the marble counter.',
  },
  {
    Title: 'The bread that failed',
    Concept: 'Share a loaf that went wrong and what it taught you.',
    Details: 'Honest, short, a little funny.',
    'Practical Tips': 'End with a question so followers share their own failures.',
    'Media Inspiration': 'The flat loaf next to a good one.',
  },
  {
    Title: 'A day without flour',
    Concept: 'What the bakery sells when the mill is late: a story of improvisation.',
    Details: 'Told in stories over one day, saved to a highlight.',
    'Practical Tips': 'Number each story so late viewers can follow.',
    'Media Inspiration': 'The empty flour shelf, then the full one.',
  },
];

export const firstConcept: ConceptFields = concepts[0] as ConceptFields;

/**
 * A stand-in photo: a small SVG scene as a data URL, so stories need no image files or network and
 * every screenshot machine draws the same pixels. `hue` sets the palette.
 */
export function samplePhoto(hue: number, width = 800, height = 600): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 600">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="hsl(${hue} 70% 82%)"/><stop offset="1" stop-color="hsl(${hue + 20} 60% 64%)"/>
</linearGradient></defs>
<rect width="800" height="600" fill="url(#sky)"/>
<circle cx="620" cy="150" r="70" fill="hsl(${hue + 40} 90% 90%)"/>
<rect x="0" y="420" width="800" height="180" fill="hsl(28 38% 46%)"/>
<path d="M0 470 H800 M0 530 H800" stroke="hsl(28 35% 38%)" stroke-width="4"/>
<ellipse cx="360" cy="430" rx="210" ry="90" fill="hsl(30 72% 42%)"/>
<ellipse cx="360" cy="410" rx="190" ry="70" fill="hsl(34 78% 55%)"/>
<path d="M220 400 q40 -60 80 0 M300 390 q40 -60 80 0 M380 390 q40 -60 80 0" stroke="hsl(30 60% 80%)" stroke-width="14" fill="none" stroke-linecap="round"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The same scene as an object URL (blob:), like the address of a file the page holds. */
export function samplePhotoObjectUrl(hue: number, width = 800, height = 600): string {
  const dataUrl = samplePhoto(hue, width, height);
  const svg = decodeURIComponent(dataUrl.slice('data:image/svg+xml;charset=utf-8,'.length));
  return URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
}

export const posts = [
  {
    id: 'post-1',
    title: 'Fresh out of the oven',
    content:
      'Our **country loaf** is back! Crackly crust, open crumb, baked at dawn in the wood oven.\n\n- Ready from 7:00\n- Reserve yours by message\n\n#sourdough #lisbon #bakery',
  },
  {
    id: 'post-2',
    title: 'Weekend pastry box',
    content: 'Six pastéis de nata, two croissants and a surprise. Pick up Saturday from 8:00.',
  },
  {
    id: 'post-3',
    title: 'Meet the baker',
    content:
      'Ana has shaped every loaf here since 2010. This week she shares the one rule she never breaks: **time beats yeast**. Slow dough, better bread, and a kitchen that smells like home long before the shop opens its doors.',
  },
];
