import { z } from 'zod';
import costsFile from '../content/costs.json' with { type: 'json' };
import faqsFile from '../content/faqs.json' with { type: 'json' };
import howToFile from '../content/how-to-use.json' with { type: 'json' };
import packagesFile from '../content/packages.json' with { type: 'json' };
import stylesFile from '../content/styles.json' with { type: 'json' };
import { guideSections } from '../features/guide/contract.ts';
import type { Db } from './client.ts';
import * as schema from './schema/index.ts';

/**
 * Operator-editable content (ARCHITECTURE §4): versioned files in edge/content/, inserted only where
 * the key is absent, so an operator's edits in the database survive every restart and a second
 * start changes nothing. Array order in a file is the display order (`position`).
 */

const key = z.string().trim().min(1);
const text = z.string().trim().min(1);
const cents = z.number().int().nonnegative();

const unique =
  <T>(pick: (item: T) => string, what: string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const k = pick(item);
      if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [i], message: `duplicate ${what} "${k}"` });
      seen.add(k);
    });
  };

const topic = z.object({ id: key, topic: text, tooltip: text, 'full-info': z.string() });

export const contentSchemas = {
  'costs.json': z
    .array(z.object({ key, label: text, amount_cents: cents }))
    .min(1)
    .superRefine(unique((c) => c.key, 'key')),
  'styles.json': z
    .array(z.object({ value: key, label: text }))
    .min(1)
    .superRefine(unique((s) => s.value, 'value')),
  'packages.json': z
    .array(
      z.object({
        price_id: key,
        product_name: text,
        product_description: text,
        unit_amount_cents: cents,
        credit_cents: cents,
        active: z.boolean().optional(),
      }),
    )
    .min(1)
    .superRefine(unique((p) => p.price_id, 'price_id')),
  'faqs.json': z
    .array(z.object({ id: key, question: text, answer: text }))
    .min(1)
    .superRefine(unique((f) => f.id, 'id')),
  'how-to-use.json': z
    .object(
      Object.fromEntries(guideSections.map((s) => [s, z.array(topic)])) as Record<
        (typeof guideSections)[number],
        z.ZodArray<typeof topic>
      >,
    )
    .strict()
    .superRefine((htu, ctx) => {
      const ids = new Set<string>();
      for (const section of guideSections) {
        const names = new Set<string>();
        htu[section].forEach((t, i) => {
          if (ids.has(t.id))
            ctx.addIssue({ code: 'custom', path: [section, i], message: `duplicate id "${t.id}"` });
          if (names.has(t.topic)) {
            ctx.addIssue({ code: 'custom', path: [section, i], message: `duplicate topic "${t.topic}"` });
          }
          ids.add(t.id);
          names.add(t.topic);
        });
      }
    }),
};

export type SeedContent = { [F in keyof typeof contentSchemas]: z.infer<(typeof contentSchemas)[F]> };

/** Thrown when a content file is malformed; the message names the file and the field. */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

/** Validate raw content (the bundled files by default); throws ContentError naming every problem. */
export function loadSeedContent(
  raw: Record<keyof typeof contentSchemas, unknown> = {
    'costs.json': costsFile,
    'styles.json': stylesFile,
    'packages.json': packagesFile,
    'faqs.json': faqsFile,
    'how-to-use.json': howToFile,
  },
): SeedContent {
  const problems: string[] = [];
  const out: Partial<Record<keyof typeof contentSchemas, unknown>> = {};
  for (const [file, schema] of Object.entries(contentSchemas) as [keyof typeof contentSchemas, z.ZodType][]) {
    const parsed = schema.safeParse(raw[file]);
    if (parsed.success) out[file] = parsed.data;
    else {
      for (const issue of parsed.error.issues) {
        problems.push(`  edge/content/${file} at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
      }
    }
  }
  if (problems.length > 0) throw new ContentError(`Invalid seed content:\n${problems.join('\n')}`);
  return out as SeedContent;
}

/** Insert every content row whose key is absent. Safe to run concurrently and repeatedly. */
export async function seed(db: Db, content: SeedContent = loadSeedContent()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(schema.costs)
      .values(content['costs.json'].map((c) => ({ key: c.key, label: c.label, amountCents: c.amount_cents })))
      .onConflictDoNothing();
    await tx
      .insert(schema.styles)
      .values(content['styles.json'].map((s, position) => ({ value: s.value, label: s.label, position })))
      .onConflictDoNothing();
    await tx
      .insert(schema.packages)
      .values(
        content['packages.json'].map((p, position) => ({
          priceId: p.price_id,
          productName: p.product_name,
          productDescription: p.product_description,
          unitAmountCents: p.unit_amount_cents,
          creditCents: p.credit_cents,
          active: p.active ?? true,
          position,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(schema.faqs)
      .values(content['faqs.json'].map((f, position) => ({ ...f, position })))
      .onConflictDoNothing();
    const topics = guideSections.flatMap((section) =>
      content['how-to-use.json'][section].map((t, position) => ({
        id: t.id,
        section,
        topic: t.topic,
        tooltip: t.tooltip,
        fullInfo: t['full-info'],
        position,
      })),
    );
    // No conflict target: a row clashing on the id OR on (section, topic) is left as the operator has it.
    if (topics.length > 0) await tx.insert(schema.howToTopics).values(topics).onConflictDoNothing();
  });
}
