import type { UserProfile } from '../../edge/features/profile/contract.ts';

/**
 * A signed-in person's profile as GET /api/user/info answers it and `userData` caches it: Ada, with a
 * $4.50 balance above a $1 warning and nothing else filled in. A test overrides what it is about.
 */
export function userProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    email: 'ada@example.com',
    name: 'Ada',
    professional_title: '',
    background: '',
    target_audience: '',
    testimonials: '',
    brand_voice: '',
    language: 'en-US',
    your_handles: [],
    related_handles: [],
    profile_completion: 14,
    current_balance: 4.5,
    low_balance_threshold: 1,
    ...overrides,
  };
}
