import type { Faq } from '../../../../edge/features/help/contract.ts';
import { api, call } from '../../api/client.ts';

export async function fetchFaqs(signal: AbortSignal): Promise<Faq[]> {
  const response = await call(api.faqs.$get(undefined, { init: { signal } }));
  return response.faqs;
}

/** SPEC §8 FAQ. */
export const faqErrors = {
  failed: 'Failed to fetch FAQs. Please try again.',
  other: 'An error occurred while fetching FAQs. Please try again.',
} as const;
