import { z } from 'zod';
import { generationText, modelInfo } from '../../contract/generation.ts';
import { PLATFORM_TYPES } from '../../contract/handles.ts';
import { wellFormedText } from '../../contract/input-rules.ts';
import { isLanguageCode } from '../../contract/languages.ts';
import {
  DEFAULT_STYLE,
  POST_DRAFTING_PATH,
  POST_IMAGE_LIMITS,
  POST_URL_MAX_CHARS,
  TOO_MANY_IMAGES,
} from '../../contract/post-limits.ts';
import { REFINE_INSTRUCTIONS } from '../../contract/refine-instructions.ts';

export { DEFAULT_STYLE, POST_DRAFTING_PATH, POST_IMAGE_LIMITS, POST_URL_MAX_CHARS, TOO_MANY_IMAGES };

/** A post style choice (SPEC §3 "Style option"). The first one is the default (E-Commerce). */
export const styleOption = z.object({ value: z.string(), label: z.string() });
export type StyleOption = z.infer<typeof styleOption>;

/** GET /api/styles → { success, styles } */
export const stylesResponse = z.object({ success: z.literal(true), styles: z.array(styleOption) });
export type StylesResponse = z.infer<typeof stylesResponse>;

/**
 * Post Drafting (SPEC §2 /post-generation, §3 "Post generation request", §5, §7).
 *
 *   POST /api/user/generate/post             (header Idempotency-Key, optional)
 *     `platforms` (1–3 comma-separated platform keys that take image posts; default the person's own
 *     handles' platforms, else instagram) and `carousel` (`true`: one post for 2 to N images, N the
 *     smallest image count among the platforms) travel like the texts, in the query or the form.
 *     With images: multipart/form-data, repeated field `files`; the four texts as query parameters
 *     (SPEC §7) and/or as multipart fields (a field wins over the query parameter of the same name,
 *     so long texts need not travel in the URL).
 *     Without images: a form body (application/x-www-form-urlencoded or multipart) with the four texts.
 *     → 200 GeneratePostResponse
 *     → 400 a bad text (the message names the field), UNKNOWN_STYLE, a platform refused (unknown, one
 *       that takes no image posts, more than 3), a carousel of one image or more than its platforms
 *       take, TOO_MANY_IMAGES (over 10), or an
 *       image over 2048 px on a side or 1,572,864 px in all (the message names the file and its size)
 *     → 402 'Out of credits.' when the wallet cannot pay for every image (nothing charged)
 *     → 409 / 422 / 429 as for concepts
 *     → 413 a file over 8 MB (named) or over 40 MB in all; 414 URL_TOO_LONG
 *     → 415 a file that is not a JPEG, PNG or WebP by its bytes (named), or a body that is not a form
 *     → 502 MODEL_FAILED when every draft failed (all money back; body carries current_balance)
 *     Nothing is charged or stored for any 4xx.
 *   GET /api/user/images/{id}                 → the image bytes with their true Content-Type, to the
 *     owner only (404 otherwise); Cache-Control: private, no-cache with an ETag (304); nosniff
 *
 * Charged one `posts-drafting` unit per image (one without images), all reserved up front; each image
 * is drafted separately, and each failure gives its own unit back.
 */

/** The four text fields (SPEC §3); all optional. style is a value of GET /api/styles. */
export const POST_TEXT_FIELDS = [
  'style',
  'media_context',
  'topic_details',
  'additional_instructions',
] as const;
export type PostTextField = (typeof POST_TEXT_FIELDS)[number];

export const generatePostFields = z.object({
  style: z.string({ error: 'Style must be text.' }).max(100, 'Choose a style from the list.').optional(),
  /** Comma-separated platform keys (edge/contract/post-platforms.ts); absent: the person's own. */
  platforms: z
    .string({ error: 'Platforms must be text.' })
    .max(200, 'Choose at most 3 platforms.')
    .optional(),
  /** 'true': one post for all the images (a carousel); 'false' or absent: one post per image. */
  carousel: z.enum(['true', 'false'], { error: 'Carousel is true or false.' }).optional(),
  media_context: generationText('Media context').optional(),
  topic_details: generationText('Post topic/details').optional(),
  additional_instructions: generationText('Additional instructions').optional(),
});
export type GeneratePostFields = z.input<typeof generatePostFields>;

/**
 * The form (multipart or urlencoded): the four texts and the repeated `files` field (one File, or
 * several). What the typed client sends as `form`; the texts may come as `query` instead.
 */
export const generatePostForm = generatePostFields.extend({
  files: z
    .union([z.instanceof(File), z.array(z.instanceof(File))], { error: 'files must be image files.' })
    .optional(),
});
export type GeneratePostForm = z.input<typeof generatePostForm>;
export const FORM_BODY_REQUIRED =
  'Send the post as multipart/form-data (with images) or as a form (application/x-www-form-urlencoded).';

export const UNKNOWN_STYLE = 'Choose a style from the list.';

/**
 * The most model calls one run waits for one after another: a post drafted from the most images goes
 * in rounds of `concurrency` (4 today). Every hold of the run has one deadline, so the config keeps
 * this many model timeouts inside the reservation TTL.
 */
export const DRAFTING_ROUNDS = Math.ceil(POST_IMAGE_LIMITS.maxFiles / POST_IMAGE_LIMITS.concurrency);
/** A post is drafted, then any variant over its limit goes back once to be fitted: two calls in a row. */
export const MODEL_CALLS_PER_POST = 2;
/** The most model calls a run waits for one after another, each with its own AI_TIMEOUT_SECONDS. */
export const LONGEST_RUN_CALLS = DRAFTING_ROUNDS * MODEL_CALLS_PER_POST;
/** The types the screen keeps (SPEC §5); the server decides by magic bytes, not by these names. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
/** This route's body limit: the images' 40 MB, and 1 MB for the texts and the multipart framing. */
export const POST_BODY_LIMIT_BYTES = POST_IMAGE_LIMITS.maxTotalBytes + 1024 * 1024;
/**
 * The upload may take this many times REQUEST_BODY_TIMEOUT_SECONDS to arrive (2 minutes by default):
 * ten photos of a few hundred kB each over a slow mobile uplink, where a JSON body needs seconds.
 */
export const UPLOAD_TIMEOUT_FACTOR = 4;

export const URL_TOO_LONG =
  'The address is too long. Send the texts as form fields instead of query parameters.';
export const UPLOAD_TOO_LARGE = `The images are larger than ${POST_IMAGE_LIMITS.maxTotalBytes / 1024 / 1024} MB in all.`;

/**
 * A post as written for one platform (edge/contract/platforms.ts): `text` without its hashtags,
 * `hashtags` as words without `#`, `title` where the platform has one (Pinterest). `length` is
 * measured on what would be posted (text and hashtags as the platform shows them) the way the platform
 * counts, against its `limit`. `platform` is null for a post written for no named platform (saved from
 * text, or drafted before platforms existed). `original` is what the model wrote, for Revert.
 */
export const postVariant = z.object({
  platform: z.enum(PLATFORM_TYPES).nullable(),
  title: z.string().optional(),
  text: z.string(),
  hashtags: z.array(z.string()),
  length: z.number().int(),
  limit: z.number().int(),
  original: z.object({ title: z.string().optional(), text: z.string(), hashtags: z.array(z.string()) }),
});
export type PostVariant = z.infer<typeof postVariant>;

/** An image of a post, served to its owner only, with its alt text (and the model's original). */
export const postImage = z.object({
  content_url: z.string(),
  alt_text: z.string(),
  original_alt_text: z.string(),
});
export type PostImage = z.infer<typeof postImage>;

/**
 * A created post (SPEC §3 "Post"): `content` is the first variant as it would be posted (text and
 * hashtags), `content_url` the first image's URL (e.g. /api/user/images/<id>), so every SPEC screen
 * reads a post as before; `variants` and `images` carry the whole post.
 */
export const createdPost = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  content_url: z.string().nullable(),
  created_at: z.string(),
  variants: z.array(postVariant),
  images: z.array(postImage),
});
export type CreatedPost = z.infer<typeof createdPost>;

/**
 * 200: the posts created, in the order of the images; `failed` images whose draft failed (their
 * units were given back, current_balance shows it) and `message` saying so when any failed.
 */
export const generatePostResponse = z.object({
  success: z.literal(true),
  data: z.array(createdPost),
  failed: z.number().int().nonnegative(),
  message: z.string().optional(),
  current_balance: z.number(),
  model: modelInfo,
});
export type GeneratePostResponse = z.infer<typeof generatePostResponse>;

/** The `message` of a partial success: 'Drafted 2 posts; 1 image failed and was not charged.' */
export const partialFailureMessage = (drafted: number, failed: number) =>
  `Drafted ${drafted} ${drafted === 1 ? 'post' : 'posts'}; ${failed} ${failed === 1 ? 'image' : 'images'} failed and ${failed === 1 ? 'was' : 'were'} not charged.`;

/** Where an image is served: private to its owner, by its unguessable id. */
export const imageUrl = (blobId: string) => `/api/user/images/${blobId}`;

/** The longest text a variant may be edited to, whatever its platform allows. */
export const EDITED_TEXT_MAX_CHARS = 20_000;
/** Alt text is shown against each platform's own limit; this is the server's hard stop. */
export const ALT_TEXT_MAX_CHARS = 5_000;
export const HASHTAGS_MAX = 30;

const editedText = wellFormedText({
  min: 1,
  max: EDITED_TEXT_MAX_CHARS,
  multiline: true,
  messages: {
    required: 'Write the post text.',
    tooLong: `A post is at most ${EDITED_TEXT_MAX_CHARS.toLocaleString('en-US')} characters.`,
  },
});

/**
 * PATCH /api/user/generation/posts/{id} (owner only; 404 otherwise): a person's corrections. Each
 * variant named by its platform (null for a post written for no named platform) gets the text,
 * hashtags and title sent; `alt_texts` replaces the images' alt texts, one per image in order. A text
 * may be at most twice its platform's limit (the card shows how far over it is) and never above
 * 20,000 characters. The model's original stays for Revert. → 200 { success, data: CreatedPost }
 */
export const editPostRequest = z
  .object({
    variants: z
      .array(
        z.object({
          platform: z.enum(PLATFORM_TYPES, { error: 'Choose a platform of this post.' }).nullable(),
          text: editedText,
          hashtags: z
            .array(
              wellFormedText({ max: 100, messages: { tooLong: 'A hashtag is at most 100 characters.' } }),
            )
            .max(HASHTAGS_MAX, `Use at most ${HASHTAGS_MAX} hashtags.`),
          title: wellFormedText({ max: 300, noBidiControls: true }).optional(),
        }),
      )
      .min(1, 'Send at least one variant.')
      .max(10, 'A post has at most 3 variants.')
      .optional(),
    alt_texts: z
      .array(
        wellFormedText({
          max: ALT_TEXT_MAX_CHARS,
          multiline: true,
          messages: {
            tooLong: `Alt text is at most ${ALT_TEXT_MAX_CHARS.toLocaleString('en-US')} characters.`,
          },
        }),
      )
      .max(POST_IMAGE_LIMITS.maxFiles, 'A post has at most 10 images.')
      .optional(),
  })
  .refine((body) => body.variants !== undefined || body.alt_texts !== undefined, {
    message: 'Send variants or alt_texts to change.',
  });
export type EditPostRequest = z.input<typeof editPostRequest>;

export const editPostResponse = z.object({ success: z.literal(true), data: createdPost });
export type EditPostResponse = z.infer<typeof editPostResponse>;

export const NOT_A_VARIANT = (platform: string) => `This post has no ${platform} variant.`;
export const WRONG_ALT_TEXT_COUNT = (images: number) =>
  `Send one alt text per image: this post has ${images} ${images === 1 ? 'image' : 'images'}.`;
export const tooLongFor = (label: string, limit: number) =>
  `The ${label} text may be at most ${(limit * 2).toLocaleString('en-US')} characters, twice what ${label} takes.`;

/** SPEC §9's word limit for instruction boxes, held by the server for a custom refine. */
export const REFINE_CUSTOM_MAX_WORDS = 250;

/**
 * POST /api/user/generation/posts/{id}/refine (header Idempotency-Key, optional): rewrites one
 * variant as asked, a paid run of its own (cost key `posts-refine`) through the same reserve, settle
 * and release as every run. `language` (a locale of the 36) comes with `translate`, `custom` (at
 * most 250 words) with `custom`. → 200 RefineResponse with the post and the variant as it was before
 * (for Undo); 400 a bad ask or a variant the post does not have; 402 / 409 / 422 / 429 / 502 as for
 * every run; 404 another person's or an unknown post (nothing charged).
 */
export const refinePostRequest = z
  .object({
    platform: z.enum(PLATFORM_TYPES, { error: 'Choose a platform of this post.' }),
    instruction: z.enum(REFINE_INSTRUCTIONS, { error: 'Choose how to refine the post.' }),
    language: z
      .string({ error: 'Choose a language from the list.' })
      .refine(isLanguageCode, 'Choose a language from the list.')
      .optional(),
    custom: generationText('Your instruction').optional(),
  })
  .refine((r) => r.instruction !== 'translate' || r.language !== undefined, {
    message: 'Choose the language to translate into.',
    path: ['language'],
  })
  .refine((r) => r.instruction !== 'custom' || (r.custom ?? '').trim() !== '', {
    message: 'Write what to change.',
    path: ['custom'],
  })
  .refine((r) => (r.custom ?? '').trim().split(/\s+/).filter(Boolean).length <= REFINE_CUSTOM_MAX_WORDS, {
    message: `Keep your instruction to ${REFINE_CUSTOM_MAX_WORDS} words.`,
    path: ['custom'],
  });
export type RefinePostRequest = z.input<typeof refinePostRequest>;
export { REFINE_INSTRUCTIONS };

export const refineResponse = z.object({
  success: z.literal(true),
  data: createdPost,
  /** The variant as it was before this refine, so one click puts it back (Undo). */
  previous: z.object({
    platform: z.enum(PLATFORM_TYPES),
    title: z.string().optional(),
    text: z.string(),
    hashtags: z.array(z.string()),
  }),
  current_balance: z.number(),
  model: modelInfo,
});
export type RefineResponse = z.infer<typeof refineResponse>;
