import type { User } from '../auth/session.ts';
import { centsToDollars } from '../wallet/service.ts';
import type { UserProfile } from './contract.ts';

/**
 * Profile completion (SPEC §3, 0–100): the share of the seven things a person fills in that are
 * filled — the five text fields and the two handle lists (each counts once it has an entry).
 * Language is left out: it always holds a value (en-US until changed), so counting it would greet a
 * brand-new account with a profile that is already "13% complete".
 */
export function profileCompletion(user: User): number {
  const parts = [
    user.name,
    user.professionalTitle,
    user.background,
    user.targetAudience,
    user.testimonials,
  ].map((v) => v.trim() !== '');
  parts.push(user.yourHandles.length > 0, user.relatedHandles.length > 0);
  return Math.round((parts.filter(Boolean).length / parts.length) * 100);
}

export function toProfile(user: User): UserProfile {
  return {
    email: user.email,
    name: user.name,
    professional_title: user.professionalTitle,
    background: user.background,
    target_audience: user.targetAudience,
    testimonials: user.testimonials,
    language: user.language,
    your_handles: user.yourHandles,
    related_handles: user.relatedHandles,
    profile_completion: profileCompletion(user),
    current_balance: centsToDollars(user.balanceCents),
  };
}
