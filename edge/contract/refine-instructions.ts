/**
 * How a person asks for one variant of a post to be rewritten (Refine), with the button labels the
 * screen shows; shared by the edge's check, the model and the app. Free of zod (the app's first JS).
 */
export const REFINE_INSTRUCTIONS = [
  'shorter',
  'longer',
  'playful',
  'professional',
  'add-emoji',
  'no-emoji',
  'translate',
  'custom',
] as const;
export type RefineInstruction = (typeof REFINE_INSTRUCTIONS)[number];

export const REFINE_LABELS: Record<RefineInstruction, string> = {
  shorter: 'Shorter',
  longer: 'Longer',
  playful: 'More playful',
  professional: 'More professional',
  'add-emoji': 'Add emoji',
  'no-emoji': 'No emoji',
  translate: 'Translate',
  custom: 'Custom instruction',
};
