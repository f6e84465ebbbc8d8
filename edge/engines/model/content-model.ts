import { z } from 'zod';
import { PLATFORM_TYPES, type PlatformType } from '../../contract/handles.ts';
import type { SourceCounts } from '../sources/readers/source-reader.ts';

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
  /** Tone words, do's and don'ts the creator wrote ('' when none): every text is written in it. */
  brandVoice: string;
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

/**
 * A post as written for one platform: plain text (line breaks and emoji, never Markdown) without its
 * hashtags, the hashtags as words without `#`, and a title ('' where the platform has none; Pinterest
 * has one). Strict structured outputs cannot bound a string's length: the server measures each one.
 */
export const draftedVariant = z.object({
  platform: z.enum(PLATFORM_TYPES),
  title: z.string(),
  text: z.string().min(1),
  hashtags: z.array(z.string()),
});
export type DraftedVariant = z.infer<typeof draftedVariant>;

/**
 * A ready post: a short title for the library, one variant per platform asked for, and one alt text
 * per image it carries (an empty list without images).
 */
export const draftedPost = z.object({
  title: z.string().min(1),
  variants: z.array(draftedVariant).min(1),
  alt_texts: z.array(z.string()),
});
export type DraftedPost = z.infer<typeof draftedPost>;

/** A concept's ready post: a title and one variant per platform of the person's. */
export const conceptPost = z.object({ title: z.string().min(1), variants: z.array(draftedVariant).min(1) });
export type ConceptPost = z.infer<typeof conceptPost>;

/**
 * A concept with the post drafted from it in the same run (for the Generated Posts list), and the
 * `url`s of the read posts (ConceptRequest.sourcePosts) that inspired it. The caller keeps only URLs
 * it sent: anything else a model writes there is dropped, never linked.
 */
export const conceptWithPost = z.object({ concept, post: conceptPost, inspired_by: z.array(z.string()) });
export type ConceptWithPost = z.infer<typeof conceptWithPost>;

/** The answer to a fit request: the variants sent, each rewritten to fit its limit. */
export const fittedVariants = z.object({ variants: z.array(draftedVariant).min(1) });

/** The answer to a refine request: the one variant, rewritten. */
export const refinedVariant = z.object({ variant: draftedVariant });

/** CONCEPTS_PER_RUN = 5 (SPEC §9): exactly 3 Mainstream and 2 Offstream. */
export const MAINSTREAM_PER_RUN = 3;
export const OFFSTREAM_PER_RUN = 2;
export const generatedConcepts = z.object({
  mainstream: z.array(conceptWithPost).length(MAINSTREAM_PER_RUN),
  offstream: z.array(conceptWithPost).length(OFFSTREAM_PER_RUN),
});
export type GeneratedConcepts = z.infer<typeof generatedConcepts>;

/** Reactions as the network counts them (absent where it publishes none, as most feeds): the readers' own. */
export type { SourceCounts };

/**
 * A post of one of the handles (ARCHITECTURE §7b): read from its network, or an example the person
 * pasted (`pasted`, no URL, date or counts). Third-party data, like everything a person typed. `own`
 * marks the creator's own handles (their voice); the others are peers'.
 */
export interface SourcePostInput {
  handle: ModelHandle;
  own: boolean;
  text: string;
  /** Where the post is (read posts only): the one kind of address a concept may link. */
  url: string | null;
  date: string | null;
  counts?: SourceCounts;
  /** Pasted by the person in User Info rather than read. */
  pasted?: true;
}

export interface ConceptRequest {
  profile: CreatorProfile;
  /** The platforms each concept's post is written for (1–3, in order). */
  platforms: PlatformType[];
  /** Today where the person is (YYYY-MM-DD), so seasonal ideas fit the date. */
  today: string;
  /** The titles of the person's last concepts (at most 20), not to be repeated. */
  recentTitles: string[];
  /** The person's IANA time zone (the browser's; 'UTC' when it sent none). */
  timeZone: string;
  /** The season there, e.g. 'winter (northern hemisphere)'. */
  season: string;
  handles: ModelHandle[];
  relatedHandles: ModelHandle[];
  additionalInstructions: string;
  /**
   * The handles' posts: the person's pasted examples, then the read posts best-performing first, each
   * already cut and all within the prompt's budget (features/sources/rank.ts).
   */
  sourcePosts: SourcePostInput[];
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
  /**
   * The images the post carries: none (a post from the texts alone), one, or several for one carousel
   * post; the answer has one alt text per image.
   */
  images: ModelImage[];
  /** The platforms to write a variant for (1–3, in order). */
  platforms: PlatformType[];
  /** Today (YYYY-MM-DD), so the post fits the date. */
  today: string;
  signal?: AbortSignal;
}

export { REFINE_INSTRUCTIONS, type RefineInstruction } from '../../contract/refine-instructions.ts';

import type { RefineInstruction } from '../../contract/refine-instructions.ts';

/** One variant to rewrite as asked; `language` (a locale code) with translate, `custom` with custom. */
export interface RefineRequest {
  profile: CreatorProfile;
  variant: DraftedVariant & { limit: number };
  instruction: RefineInstruction;
  language?: string;
  custom?: string;
  signal?: AbortSignal;
}

/** Variants over their platform's limit, sent back once to be fitted. */
export interface FitRequest {
  profile: CreatorProfile;
  variants: Array<DraftedVariant & { limit: number; length: number }>;
  signal?: AbortSignal;
}

export interface ContentModel {
  /** Shown in the start-up line, e.g. 'offline demo model' or 'OpenAI-compatible gpt-4o-mini at …'. */
  readonly label: string;
  /** True only for the embedded offline demo model; the UI labels its results. */
  readonly offline: boolean;
  generateConcepts(request: ConceptRequest): Promise<GeneratedConcepts>;
  draftPost(request: PostRequest): Promise<DraftedPost>;
  /** Rewrites each variant to fit its limit (one call for all of a post's over-long variants). */
  fitVariants(request: FitRequest): Promise<DraftedVariant[]>;
  /** Rewrites one variant as the person asked (shorter, in another language, their own words…). */
  refineVariant(request: RefineRequest): Promise<DraftedVariant>;
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
