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
