import type { HowToResponse } from '../../../../edge/features/guide/contract.ts';
import { api } from '../../api/client.ts';

export async function fetchHowToUse(signal: AbortSignal): Promise<HowToResponse['htu']> {
  const response = await api.get('/how-to-use', { signal });
  return response.htu;
}

/** SPEC §8 How to use. */
export const guideErrors = {
  failed: 'Failed to fetch how-to-use data.',
  other: 'An error occurred while fetching data.',
} as const;
