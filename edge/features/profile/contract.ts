import { z } from 'zod';
import {
  HANDLES_PER_LIST_MAX,
  type HandleOptions,
  handleProblem,
  isHandleType,
  normaliseHandle,
  WEBSITE_URL_MAX_CHARS,
} from '../../contract/handles.ts';
import { wellFormedText } from '../../contract/input-rules.ts';
import { isLanguageCode } from '../../contract/languages.ts';
import { PROFILE_MAX_CHARS, profileLabels } from '../../contract/profile-fields.ts';

export { PROFILE_MAX_CHARS, profileLabels };

/** A social handle on the wire (SPEC §3): platform in lowercase, and the handle itself. */
export const handle = z.object({ type: z.string(), reference: z.string() });
export type Handle = z.infer<typeof handle>;

/** The profile as GET /api/user/info returns it in `data` (SPEC §3 "User profile"). */
export const userProfile = z.object({
  email: z.string(),
  name: z.string(),
  professional_title: z.string(),
  background: z.string(),
  target_audience: z.string(),
  testimonials: z.string(),
  /** Tone words, do's and don'ts sent with every run ('' until written; not in profile_completion). */
  brand_voice: z.string(),
  language: z.string(),
  your_handles: z.array(handle),
  related_handles: z.array(handle),
  profile_completion: z.number().min(0).max(100),
  current_balance: z.number(),
  /** Dollars: below this the wallet panel warns and one mail goes out (default 1.00; 0 turns both off). */
  low_balance_threshold: z.number(),
});
export type UserProfile = z.infer<typeof userProfile>;

/** GET /api/user/info → { success, data } (401 while signed out). */
export const userInfoResponse = z.object({ success: z.literal(true), data: userProfile });
export type UserInfoResponse = z.infer<typeof userInfoResponse>;

/** Fields a person writes several lines in (textareas on /user-info): tabs and line breaks are kept. */
const MULTILINE_FIELDS = new Set<keyof typeof PROFILE_MAX_CHARS>([
  'background',
  'target_audience',
  'testimonials',
  'brand_voice',
]);

/**
 * One profile text, held to the rule for every text the API takes: well-formed Unicode, no control characters
 * (tabs and line breaks only in the textareas), and no reading-direction controls in the one-line fields a
 * card shows as a name or title, where they could make the text lie about itself.
 */
const text = (field: keyof typeof PROFILE_MAX_CHARS) => {
  const multiline = MULTILINE_FIELDS.has(field);
  return wellFormedText({
    max: PROFILE_MAX_CHARS[field],
    multiline,
    noBidiControls: !multiline,
    messages: {
      required: `${profileLabels[field]} must be text.`,
      tooLong: `${profileLabels[field]} is at most ${PROFILE_MAX_CHARS[field]} characters.`,
    },
  });
};

/**
 * A handle's two fields as they arrive. The raw reference may be a pasted link around the handle, so
 * it may run longer than the handle it holds.
 */
export const rawHandleFields = {
  type: wellFormedText({ max: 40, noBidiControls: true }).transform((type) => type.toLowerCase()),
  reference: wellFormedText({
    max: WEBSITE_URL_MAX_CHARS + 100,
    trim: false,
    noBidiControls: true,
    messages: { tooLong: 'The handle is too long.' },
  }),
};

/** The handle in its stored form (the one normaliser the app applies too). */
export const normalisedHandle = <H extends Handle>(h: H): H => ({
  ...h,
  reference: normaliseHandle(h.type, h.reference),
});

/** Refuses a normalised handle of an unknown type, or one that does not fit its type. */
export const handleIssues =
  (options: HandleOptions) =>
  (h: Handle, ctx: z.RefinementCtx): void => {
    const problem = handleProblem(h.type, h.reference, options);
    if (problem)
      ctx.addIssue({ code: 'custom', path: [isHandleType(h.type) ? 'reference' : 'type'], message: problem });
  };

/** One handle as the edge accepts it: a known type, and a reference that fits it once normalised. */
const handleInput = (options: HandleOptions) =>
  z.object(rawHandleFields).transform(normalisedHandle).superRefine(handleIssues(options));

/**
 * A list of handles as the edge accepts it (profile saves and concept generation share it). The routes
 * pass the options of this server (a `website` on a loopback stand-in while FETCH_ALLOW_LOOPBACK=1).
 */
export const handleList = (label: string, options: HandleOptions = {}) =>
  z
    .array(handleInput(options), { error: `${label} must be a list of handles.` })
    .max(HANDLES_PER_LIST_MAX, { error: `${label} holds at most ${HANDLES_PER_LIST_MAX} handles.` });

/** The largest threshold a person can set ($1,000): a typo guard. */
export const LOW_BALANCE_THRESHOLD_MAX = 1000;

/** Dollars with at most two decimals, 0 to LOW_BALANCE_THRESHOLD_MAX, turned into integer cents. */
const lowBalanceThreshold = z
  .number({ error: 'The low-balance warning must be an amount in dollars.' })
  .min(0, { error: 'The low-balance warning cannot be below $0.00.' })
  .max(LOW_BALANCE_THRESHOLD_MAX, {
    error: `The low-balance warning is at most $${LOW_BALANCE_THRESHOLD_MAX.toFixed(2)}.`,
  })
  .refine(
    (dollars) =>
      Number.isInteger(Math.round(dollars * 100)) &&
      Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6,
    {
      error: 'The low-balance warning is in whole cents.',
    },
  )
  .transform((dollars) => Math.round(dollars * 100));

/**
 * PUT /api/user/info (SPEC §7): the whole profile as the SPA sends it. `email`, `current_balance` and
 * `profile_completion` may come along (the SPA sends what it read) and are ignored: the account, the
 * wallet and the server's formula own them.
 */
export const profileUpdateRequest = (options: HandleOptions = {}) =>
  z.object({
    name: text('name'),
    professional_title: text('professional_title'),
    background: text('background'),
    target_audience: text('target_audience'),
    testimonials: text('testimonials'),
    /** Optional on the wire: a client that does not send it leaves the stored voice as it is. */
    brand_voice: text('brand_voice').optional(),
    language: z.string().refine(isLanguageCode, { error: 'Choose a language from the list.' }),
    your_handles: handleList('Your handles', options),
    related_handles: handleList('Related handles', options),
    /** Optional, so a client that does not know it keeps the stored threshold. */
    low_balance_threshold: lowBalanceThreshold.optional(),
    email: z.unknown().optional(),
    current_balance: z.unknown().optional(),
    profile_completion: z.unknown().optional(),
  });
/** The request as the public rules take it (the app's types, and a server without stand-ins). */
export const updateProfileRequest = profileUpdateRequest();
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;
export type ProfileUpdate = z.output<typeof updateProfileRequest>;

/** PUT /api/user/info → { success, data } with the stored profile (completion recomputed). */
export const updateProfileResponse = userInfoResponse;
