/**
 * The How-to-use tabs' keys (SPEC §2 /how-to-use), in tab order, shared by the edge's guide and the
 * app's screen. Kept free of zod (like support.ts) so the screen can use them without the schema library.
 */
export const guideSections = ['user-info', 'concept_generation', 'post_generation'] as const;
export type GuideSection = (typeof guideSections)[number];
