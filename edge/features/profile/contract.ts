import { z } from 'zod';

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
  language: z.string(),
  your_handles: z.array(handle),
  related_handles: z.array(handle),
  profile_completion: z.number().min(0).max(100),
  current_balance: z.number(),
});
export type UserProfile = z.infer<typeof userProfile>;

/** GET /api/user/info → { success, data } (401 while signed out). */
export const userInfoResponse = z.object({ success: z.literal(true), data: userProfile });
export type UserInfoResponse = z.infer<typeof userInfoResponse>;

/** The profile labels of SPEC §2 /user-info; the user-info how-to topics carry exactly these names. */
export const profileLabels = {
  name: 'Name or business name',
  professional_title: 'Professional title',
  background: 'Background',
  target_audience: 'Target audience',
  testimonials: 'Testimonials',
  language: 'Language',
} as const;
