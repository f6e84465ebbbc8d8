import type { AuthHarness } from '../auth-helpers.ts';
import { creditUser } from '../factories.ts';

/**
 * Who sends the fuzzed requests. Each persona signs in the way the product does and returns the
 * headers its requests carry. Paid routes (wallet, generation) answer a broke user before they read
 * much, so a funded person (a support credit through the ledger, as `npm run admin -- credit` does)
 * takes every route past its balance check too.
 */
export interface Persona {
  name: string;
  headers(h: AuthHarness): Promise<Record<string, string>>;
}

export const personas: Persona[] = [
  { name: 'signed out', headers: async () => ({}) },
  {
    name: 'signed in',
    headers: async (h) => ({ cookie: (await h.signIn('fuzz-person@example.com')).cookie }),
  },
  {
    name: 'funded',
    headers: async (h) => {
      const { cookie } = await h.signIn('fuzz-funded@example.com');
      await creditUser(h.db, 'fuzz-funded@example.com', 50_00, { clock: h.clock });
      return { cookie };
    },
  },
];
