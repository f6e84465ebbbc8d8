import { z } from 'zod';

/** The How-to-use tabs and their keys (SPEC §2 /how-to-use), in tab order. */
export const guideSections = ['user-info', 'concept_generation', 'post_generation'] as const;
export type GuideSection = (typeof guideSections)[number];

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
