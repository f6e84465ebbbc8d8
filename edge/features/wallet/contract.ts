import { z } from 'zod';

/** Feature keys of the costs map (SPEC §3). Prices travel as dollars; the database keeps cents. */
export const costKeys = ['concepts-generation', 'posts-drafting'] as const;
export type CostKey = (typeof costKeys)[number];

/** GET /api/costs → { success, costs: { 'concepts-generation': 0.1, 'posts-drafting': 0.3 } } */
export const costsResponse = z.object({
  success: z.literal(true),
  costs: z.record(z.string(), z.number().nonnegative()),
});
export type CostsResponse = z.infer<typeof costsResponse>;

/** One one-time credit package (SPEC §3 "Billing package"). unit_amount is in dollars. */
export const billingPackage = z.object({
  price_id: z.string(),
  product_name: z.string(),
  product_description: z.string(),
  unit_amount: z.number().nonnegative(),
  allowance: z.array(z.string()),
});
export type BillingPackage = z.infer<typeof billingPackage>;

/** GET /api/billing/packages → { success, products } */
export const packagesResponse = z.object({ success: z.literal(true), products: z.array(billingPackage) });
export type PackagesResponse = z.infer<typeof packagesResponse>;
