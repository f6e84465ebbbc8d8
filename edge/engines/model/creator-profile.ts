import type { User } from '../../features/auth/session-middleware.ts';
import type { CreatorProfile } from './content-model.ts';

/** The profile fields that feed every generation (SPEC §1: "The profile feeds generation"). */
export const creatorProfileOf = (user: User): CreatorProfile => ({
  name: user.name,
  professionalTitle: user.professionalTitle,
  background: user.background,
  targetAudience: user.targetAudience,
  testimonials: user.testimonials,
  brandVoice: user.brandVoice,
  language: user.language,
});
