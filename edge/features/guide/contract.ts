import { z } from 'zod';
import { guideSections } from '../../contract/guide-sections.ts';

export { type GuideSection, guideSections } from '../../contract/guide-sections.ts';

/** One how-to topic (SPEC §3). `full-info` is Markdown; empty means "show the tooltip instead". */
export const howToTopic = z.object({
  id: z.string(),
  topic: z.string(),
  tooltip: z.string(),
  'full-info': z.string(),
});
export type HowToTopic = z.infer<typeof howToTopic>;

/** GET /api/how-to-use → { success, htu: { 'user-info': [...], concept_generation: [...], post_generation: [...] } } */
export const howToResponse = z.object({
  success: z.literal(true),
  htu: z.record(z.enum(guideSections), z.array(howToTopic)),
});
export type HowToResponse = z.infer<typeof howToResponse>;
