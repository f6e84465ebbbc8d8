import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { faqs } from '../../db/schema/index.ts';
import type { Faq } from './contract.ts';

/** FAQs in display order; answers are Markdown. */
export async function listFaqs(db: Db): Promise<Faq[]> {
  return db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .orderBy(asc(faqs.position), asc(faqs.id));
}
