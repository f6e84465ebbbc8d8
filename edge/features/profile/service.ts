import type { User } from '../auth/session.ts';
import { centsToDollars } from '../wallet/service.ts';
import type { UserProfile } from './contract.ts';

/**
 * Profile completion (SPEC §3, 0–100): the share of the eight things a profile can hold that are
 * filled — the six profile fields and the two handle lists (each counts once it has an entry).
 */
export function profileCompletion(user: User): number {
  const parts = [
    user.name,
    user.professionalTitle,
    user.background,
    user.targetAudience,
    user.testimonials,
    user.language,
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
