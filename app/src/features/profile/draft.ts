import type { UpdateProfileRequest, UserProfile } from '../../../../edge/features/profile/contract.ts';
import { ApiError } from '../../api/client.ts';
import { fromWire, toWire } from './handles.ts';
import { shownLanguage } from './languages.ts';
import type { ProfileDraft } from './UserInfoView.tsx';

export type { ProfileDraft } from './UserInfoView.tsx';

export const draftOf = (profile: UserProfile): ProfileDraft => ({
  name: profile.name,
  professional_title: profile.professional_title,
  background: profile.background,
  target_audience: profile.target_audience,
  testimonials: profile.testimonials,
  // A profile cached before Brand voice existed has none.
  brand_voice: profile.brand_voice ?? '',
  language: shownLanguage(profile.language),
  // A profile cached before the threshold existed shows the server's default.
  low_balance_threshold: (profile.low_balance_threshold ?? 1).toFixed(2),
  your_handles: fromWire(profile.your_handles),
  related_handles: fromWire(profile.related_handles),
});

/** SPEC §7: the whole profile, handles as `{type, reference}`; the server ignores the read-only parts. */
export const requestOf = (draft: ProfileDraft, profile: UserProfile): UpdateProfileRequest => ({
  ...draft,
  // Blank is no amount (null: the server names the field), not $0.00, which would turn the warning off.
  low_balance_threshold:
    draft.low_balance_threshold.trim() === '' ? Number.NaN : Number(draft.low_balance_threshold),
  email: profile.email,
  current_balance: profile.current_balance,
  profile_completion: profile.profile_completion,
  your_handles: toWire(draft.your_handles),
  related_handles: toWire(draft.related_handles),
});

/**
 * Why a save failed, for the alert that keeps the person's edits on screen (SPEC §8 only logs it,
 * which would lose them). The server's 400 names the field first (`background: …`); the sentence is
 * what a person needs.
 */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) {
    return `Your changes are not saved yet: ${error.message.replace(/^[\w.]+: /, '')}`;
  }
  if (error instanceof ApiError)
    return 'Your changes are not saved yet: the server could not store them. Try again.';
  return 'Your changes are not saved yet: Plume could not be reached. Check your connection and try again.';
}
