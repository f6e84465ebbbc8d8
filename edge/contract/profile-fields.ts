/**
 * The profile labels and lengths the SPA shares, free of zod: importing the contract instead would
 * put zod (26 kB gzip) into the first download of User Info. The feature's
 * contract.ts re-exports them.
 */

/** The profile labels of SPEC §2 /user-info; the user-info how-to topics carry exactly these names. */
export const profileLabels = {
  name: 'Name or business name',
  professional_title: 'Professional title',
  background: 'Background',
  target_audience: 'Target audience',
  testimonials: 'Testimonials',
  brand_voice: 'Brand voice',
  language: 'Language',
} as const;

/**
 * Longest text each field keeps. Generous for a person, small enough for a prompt and the 64 kB body
 * limit; written out per field so a shared well-formed-text helper can adopt them later.
 */
export const PROFILE_MAX_CHARS = {
  name: 120,
  professional_title: 120,
  background: 2000,
  target_audience: 2000,
  testimonials: 4000,
  brand_voice: 500,
} as const;
