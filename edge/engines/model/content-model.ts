import { z } from 'zod';

/**
 * The content model (ARCHITECTURE §7): what every implementation — the OpenAI-compatible one and the
 * labelled offline demo model — promises the generation routes. Everything a person typed (profile,
 * handles, instructions) arrives here as data; implementations must never treat it as instructions.
 * Outputs are untrusted until they pass the zod schemas below (every field required).
 */

/** The creator the content is for: the profile fields that feed the model (SPEC §3 "User profile"). */
export interface CreatorProfile {
  name: string;
  professionalTitle: string;
  background: string;
  targetAudience: string;
  testimonials: string;
  /** A locale code from edge/contract/languages.ts; answers are written in this language. */
  language: string;
}

/** A social handle as on the wire: platform type in lowercase and the handle itself. */
export interface ModelHandle {
  type: string;
  reference: string;
}

/** One concept as SPEC §3 names its keys (these exact keys go on the wire). */
export const concept = z.object({
  Title: z.string().min(1),
  Concept: z.string().min(1),
  Details: z.string().min(1),
  'Practical Tips': z.string().min(1),
  'Media Inspiration': z.string().min(1),
});
export type Concept = z.infer<typeof concept>;

/** A ready post: a title and a Markdown body. */
export const draftedPost = z.object({
  title: z.string().min(1),
  content: z.string().min(1),
});
export type DraftedPost = z.infer<typeof draftedPost>;

/** A concept with the post drafted from it in the same run (for the Generated Posts list). */
export const conceptWithPost = z.object({ concept, post: draftedPost });
export type ConceptWithPost = z.infer<typeof conceptWithPost>;

/** CONCEPTS_PER_RUN = 5 (SPEC §9): exactly 3 Mainstream and 2 Offstream. */
export const MAINSTREAM_PER_RUN = 3;
export const OFFSTREAM_PER_RUN = 2;
export const generatedConcepts = z.object({
  mainstream: z.array(conceptWithPost).length(MAINSTREAM_PER_RUN),
  offstream: z.array(conceptWithPost).length(OFFSTREAM_PER_RUN),
});
export type GeneratedConcepts = z.infer<typeof generatedConcepts>;

export interface ConceptRequest {
  profile: CreatorProfile;
  handles: ModelHandle[];
  relatedHandles: ModelHandle[];
  additionalInstructions: string;
  signal?: AbortSignal;
}

/** An uploaded image the server has already checked (magic bytes, size, pixels) and stripped. */
export interface ModelImage {
  mime: 'image/jpeg' | 'image/png' | 'image/webp';
  bytes: Uint8Array;
  width: number;
  height: number;
}

export interface PostRequest {
  profile: CreatorProfile;
  /** The chosen style from /api/styles, e.g. { value: 'e-commerce', label: 'E-Commerce' }. */
  style: { value: string; label: string };
  mediaContext: string;
  topicDetails: string;
  additionalInstructions: string;
  /** Absent when the user drafts without images (one post from the texts alone). */
  image?: ModelImage;
  signal?: AbortSignal;
}

export interface ContentModel {
  /** Shown in the start-up line, e.g. 'offline demo model' or 'OpenAI-compatible gpt-4o-mini at …'. */
  readonly label: string;
  /** True only for the embedded offline demo model; the UI labels its results. */
  readonly offline: boolean;
  generateConcepts(request: ConceptRequest): Promise<GeneratedConcepts>;
  draftPost(request: PostRequest): Promise<DraftedPost>;
}

/** The `model` field of a paid answer: which model wrote it (the offline one is labelled in the UI). */
export const modelInfoOf = (model: ContentModel) => ({ offline: model.offline, label: model.label });

/** Why a run failed; the route releases the reservation and answers with a clear message. */
export type ModelFailure = 'timeout' | 'rate-limited' | 'unavailable' | 'refused' | 'invalid-output';

export class ModelError extends Error {
  constructor(
    readonly failure: ModelFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ModelError';
  }
}
