import type { LedgerEntry, Plan } from '../ui/src/index.ts';

/** Three packages as the plans endpoint describes them (SPEC §3), prices in cents. */
export const plans: Plan[] = [
  {
    id: 'price_starter',
    name: 'Starter',
    priceCents: 500,
    description: 'Try Plume on a handful of posts.',
    allowance: ['$5.00 of wallet credit', 'About 50 concept runs', 'Credit never expires'],
  },
  {
    id: 'price_creator',
    name: 'Creator',
    priceCents: 2000,
    description: 'For a steady posting schedule across two or three platforms.',
    allowance: [
      '$20.00 of wallet credit',
      'About 200 concept runs or 66 drafted images',
      'Credit never expires',
      'Priority support',
    ],
  },
  {
    id: 'price_studio',
    name: 'Studio',
    priceCents: 5000,
    description: 'For agencies drafting for several brands every week.',
    allowance: [
      '$50.00 of wallet credit',
      'About 500 concept runs',
      'Credit never expires',
      'Priority support',
    ],
  },
];

/** A wallet history, newest first, with every kind of entry; each balance follows from the one before. */
export const ledgerEntries: LedgerEntry[] = [
  {
    id: 'l7',
    kind: 'adjustment',
    description: 'Goodwill credit from support',
    amountCents: 150,
    balanceAfterCents: 2140,
    createdAt: '2026-11-23T16:40:00Z',
  },
  {
    id: 'l6',
    kind: 'release',
    description: 'Post drafting (2 images): the generation failed',
    amountCents: 60,
    balanceAfterCents: 1990,
    createdAt: '2026-11-23T14:05:30Z',
  },
  {
    id: 'l5',
    kind: 'reservation',
    description: 'Post drafting (2 images)',
    amountCents: -60,
    balanceAfterCents: 1930,
    createdAt: '2026-11-23T14:05:00Z',
  },
  {
    id: 'l4',
    kind: 'reversal',
    description: 'Refund of Starter',
    amountCents: -500,
    balanceAfterCents: 1990,
    createdAt: '2026-11-22T18:00:00Z',
  },
  {
    id: 'l3',
    kind: 'recharge',
    description: 'Creator',
    amountCents: 2000,
    balanceAfterCents: 2490,
    createdAt: '2026-11-21T10:30:00Z',
  },
  {
    id: 'l2',
    kind: 'reservation',
    description: 'Concept generation (5 concepts)',
    amountCents: -10,
    balanceAfterCents: 490,
    createdAt: '2026-11-20T09:12:00Z',
  },
  {
    id: 'l1',
    kind: 'recharge',
    description: 'Starter',
    amountCents: 500,
    balanceAfterCents: 500,
    createdAt: '2026-11-19T08:00:00Z',
  },
];

/**
 * A history whose lines say where the money went: a concept run's charge returned (paging put the
 * return first, the API names the charge it undoes), a post draft, a welcome grant, and a recharge
 * with its receipt and a partial refund of it.
 */
export const linkedLedgerEntries: LedgerEntry[] = [
  {
    id: 'k6',
    kind: 'release',
    description: 'Concept generation (5 concepts) (the generation failed)',
    amountCents: 10,
    balanceAfterCents: 1030,
    createdAt: '2026-11-24T09:00:05Z',
    paidFor: { href: '/concept-generation', label: 'See concept runs' },
    undoes: 'k4',
  },
  {
    id: 'k5',
    kind: 'reservation',
    description: 'Post drafting (1 image)',
    amountCents: -30,
    balanceAfterCents: 1020,
    createdAt: '2026-11-24T09:00:03Z',
    paidFor: { href: '/post-generation', label: 'See post drafts' },
  },
  {
    id: 'k4',
    kind: 'reservation',
    description: 'Concept generation (5 concepts)',
    amountCents: -10,
    balanceAfterCents: 1050,
    createdAt: '2026-11-24T09:00:00Z',
    paidFor: { href: '/concept-generation', label: 'See concept runs' },
  },
  {
    id: 'k3',
    kind: 'reversal',
    description: 'Refund of the Starter package',
    amountCents: -100,
    balanceAfterCents: 1060,
    createdAt: '2026-11-23T12:00:00Z',
    receiptHref: '/wallet/receipts/cs_test_a1',
    undoes: 'k2',
  },
  {
    id: 'k2',
    kind: 'recharge',
    description: 'Starter package',
    amountCents: 1100,
    balanceAfterCents: 1160,
    createdAt: '2026-11-22T12:00:00Z',
    receiptHref: '/wallet/receipts/cs_test_a1',
  },
  {
    id: 'k1',
    kind: 'grant',
    description: 'Welcome credit',
    amountCents: 50,
    balanceAfterCents: 50,
    createdAt: '2026-11-22T11:00:00Z',
  },
];
