/** One concept as SPEC §3 keys it; the wire's own keys, so a concept from the API passes straight in. */
export interface ConceptFields {
  Title: string;
  Concept: string;
  Details: string;
  'Practical Tips': string;
  'Media Inspiration': string;
}

/** The panel's four sections, in order, with the headings SPEC §2 gives them. */
export const CONCEPT_SECTIONS = [
  { key: 'Concept', heading: 'Concept' },
  { key: 'Details', heading: 'Details' },
  { key: 'Practical Tips', heading: 'Practical Tips you can add to the post' },
  { key: 'Media Inspiration', heading: 'Inspiration for media you can add to the post' },
] as const satisfies ReadonlyArray<{ key: keyof ConceptFields; heading: string }>;

/**
 * The concept as plain text, for copying and for the downloaded .txt: the title, then each heading
 * over its (Markdown) text, the same order the panel shows.
 */
export function conceptToText(concept: ConceptFields): string {
  const sections = CONCEPT_SECTIONS.map(({ key, heading }) => `${heading}\n${concept[key].trim()}`);
  return `${[concept.Title.trim(), ...sections].join('\n\n')}\n`;
}
