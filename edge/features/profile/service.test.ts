import { describe, expect, it } from 'vitest';
import { blankProfile } from '../../../tests/edge/profile-fixtures.ts';
import type { User } from '../auth/session-middleware.ts';
import { profileCompletion, toProfile } from './service.ts';

const blank: User = {
  id: '00000000-0000-0000-0000-000000000000',
  email: 'ada@example.com',
  ...blankProfile,
  yourHandles: [],
  relatedHandles: [],
  balanceCents: 0,
  createdAt: new Date(0),
  updatedAt: new Date(0),
};

describe('profile completion', () => {
  it('is 0 for an empty profile and 100 for a full one', () => {
    expect(profileCompletion(blank)).toBe(0);
    expect(
      profileCompletion({
        ...blank,
        name: 'Ada',
        professionalTitle: 'Baker',
        background: 'Sourdough since 2010',
        targetAudience: 'Home bakers',
        testimonials: '“Best bread in town”',
        language: 'en-US',
        yourHandles: [{ type: 'instagram', reference: '@ada' }],
        relatedHandles: [{ type: 'tiktok', reference: '@bread' }],
      }),
    ).toBe(100);
  });

  it('ignores whitespace-only fields, the language (it always has a value) and the optional brand voice', () => {
    expect(
      profileCompletion({ ...blank, name: '   ', language: 'fr-FR', brandVoice: 'Warm, no jargon' }),
    ).toBe(0);
    expect(profileCompletion({ ...blank, name: 'Ada', language: 'fr-FR' })).toBe(14);
  });

  it('shapes the wire profile with the balance in dollars', () => {
    expect(toProfile({ ...blank, balanceCents: 505 })).toMatchObject({
      email: 'ada@example.com',
      current_balance: 5.05,
      your_handles: [],
      related_handles: [],
    });
  });
});
