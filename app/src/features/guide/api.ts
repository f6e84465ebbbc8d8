import type { HowToResponse } from '../../../../edge/features/guide/contract.ts';
import { api, call } from '../../api/client.ts';

export async function fetchHowToUse(signal: AbortSignal): Promise<HowToResponse['htu']> {
  const response = await call(api['how-to-use'].$get(undefined, { init: { signal } }));
  return response.htu;
}

/** SPEC §8 How to use. */
export const guideErrors = {
  failed: 'Failed to fetch how-to-use data.',
  other: 'An error occurred while fetching data.',
} as const;
