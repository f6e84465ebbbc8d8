import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { costs, packages } from '../../db/schema/index.ts';
import type { BillingPackage } from './contract.ts';

/** SPEC §9: one concept generation yields 5 concepts. */
export const CONCEPTS_PER_GENERATION = 5;

/** Integer cents → dollars, only at the edge of the API (CONVENTIONS "Money and data"). */
export const centsToDollars = (cents: number) => cents / 100;
const formatDollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const count = (n: number) => n.toLocaleString('en-US');

/** The costs map keyed by cost key, in dollars: { 'concepts-generation': 0.1, 'posts-drafting': 0.3 }. */
export async function listCosts(db: Db): Promise<Record<string, number>> {
  const rows = await db.select().from(costs).orderBy(asc(costs.key));
  return Object.fromEntries(rows.map((r) => [r.key, centsToDollars(r.amountCents)]));
}

/**
 * What a package's credit buys at today's prices. Derived, never stored, so a price change made by
 * an operator updates every package's list at once. A cost that is missing or free gives no line.
 */
export function allowanceFor(creditCents: number, costCents: Record<string, number>): string[] {
  const lines = [`${formatDollars(creditCents)} wallet credit`];
  const concept = costCents['concepts-generation'];
  if (concept && concept > 0) {
    const runs = Math.floor(creditCents / concept);
    lines.push(`Up to ${count(runs)} concept runs (${count(runs * CONCEPTS_PER_GENERATION)} concepts)`);
  }
  const post = costCents['posts-drafting'];
  if (post && post > 0) lines.push(`Up to ${count(Math.floor(creditCents / post))} post drafts`);
  lines.push('Credit never expires');
  return lines;
}

/** Active packages in display order, with dollar prices and the derived allowance list. */
export async function listPackages(db: Db): Promise<BillingPackage[]> {
  const [rows, costRows] = await Promise.all([
    db
      .select()
      .from(packages)
      .where(eq(packages.active, true))
      .orderBy(asc(packages.position), asc(packages.priceId)),
    db.select().from(costs),
  ]);
  const costCents = Object.fromEntries(costRows.map((r) => [r.key, r.amountCents]));
  return rows.map((p) => ({
    price_id: p.priceId,
    product_name: p.productName,
    product_description: p.productDescription,
    unit_amount: centsToDollars(p.unitAmountCents),
    allowance: allowanceFor(p.creditCents, costCents),
  }));
}
