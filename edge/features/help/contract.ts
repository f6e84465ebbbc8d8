import { z } from 'zod';

/** One FAQ entry; answer is Markdown (rendered without raw HTML). */
export const faq = z.object({ id: z.string(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faq>;

/** GET /api/faqs → { success, faqs } in display order. */
export const faqsResponse = z.object({ success: z.literal(true), faqs: z.array(faq) });
export type FaqsResponse = z.infer<typeof faqsResponse>;
