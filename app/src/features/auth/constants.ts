/** SPEC §9 business constants of the sign-in screens, in one place. */

/** Seconds before 'Resend' is allowed again (SPEC §4, §9). */
export const RESEND_COOLDOWN_SECONDS = 60;

/** The wait between the identity provider's ID token and create-session (SPEC §4, §9). */
export const SESSION_CREATE_DELAY_MS = 2000;
