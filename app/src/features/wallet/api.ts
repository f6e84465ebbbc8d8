import type { LedgerEntry, Plan, ReceiptData } from '@plume/ui';
import type { WalletEntry } from '../../../../edge/features/wallet/contract.ts';
import { ApiError, api, call } from '../../api/client.ts';
import { dollarsToCents } from '../../lib/money.ts';

/** SPEC §8 "Plans": loading the packages, then starting a payment. */
export const plansErrors = {
  failed: 'Failed to fetch pricing plans',
  other: 'An error occurred while fetching pricing plans',
} as const;
export const paymentErrors = {
  failed: 'Failed to initiate payment process',
  other: 'An error occurred while initiating payment',
} as const;
/** SPEC §8: the plans page's own verification of a returning `session_id`. */
export const plansVerifyError = 'Failed to verify payment. Please contact support.';
/** SPEC §8 "Recharge verification": the server's message, else one of these. */
export const verifyErrors = {
  failed: 'Verification failed. Please try again.',
  other: 'An error occurred during verification. Please try again.',
} as const;

/** SPEC §8: the server's message, else 'Verification failed…', else 'An error occurred during verification…'. */
export function verificationFailure(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ? error.message : verifyErrors.failed;
  return verifyErrors.other;
}

/** The one-time packages (SPEC §3 "Billing package"), dollars turned into the ui's cents. */
export async function fetchPlans(signal: AbortSignal): Promise<Plan[]> {
  const { products } = await call(api.billing.packages.$get(undefined, { init: { signal } }));
  return products.map((p) => ({
    id: p.price_id,
    name: p.product_name,
    priceCents: dollarsToCents(p.unit_amount) ?? 0,
    description: p.product_description,
    allowance: p.allowance,
  }));
}

/** SPEC §7 `POST /user/wallet/recharge/{priceId}`: the external checkout page to open. */
export async function startRecharge(priceId: string): Promise<string> {
  const { url } = await call(
    api.user.wallet.recharge[':priceId'].$post({ param: { priceId: encodeURIComponent(priceId) } }),
  );
  return url;
}

export type Verification = { message: string; balanceCents: number | null };

/** SPEC §7 `POST /user/wallet-recharge/session/{sessionId}`: credits once, answers the new balance. */
export async function verifyRecharge(sessionId: string): Promise<Verification> {
  const answer = await call(
    api.user['wallet-recharge'].session[':sessionId'].$post({
      param: { sessionId: encodeURIComponent(sessionId) },
    }),
  );
  return { message: answer.message, balanceCents: dollarsToCents(answer.current_balance) };
}

/** The words of a charge's link to its run's screen. */
const PAID_FOR_LABEL: Record<NonNullable<WalletEntry['paid_for']>['kind'], string> = {
  concepts: 'See concept runs',
  posts: 'See post drafts',
  refine: 'See post drafts',
  'media-captions': 'See captions',
};

/** Where the app shows a recharge's receipt (router.tsx `wallet/receipts/:id`). */
export const receiptHref = (checkoutId: string) => `/wallet/receipts/${encodeURIComponent(checkoutId)}`;

export type WalletPage = { balanceCents: number | null; entries: LedgerEntry[]; nextCursor: string | null };

/** One page of the wallet history, newest first (`GET /user/wallet?cursor=…`). */
export async function fetchWalletPage(cursor: string | null, signal?: AbortSignal): Promise<WalletPage> {
  const { data } = await call(
    api.user.wallet.$get({ query: cursor ? { cursor } : {} }, signal ? { init: { signal } } : undefined),
  );
  return {
    balanceCents: dollarsToCents(data.current_balance),
    nextCursor: data.next_cursor,
    entries: data.entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      description: e.description,
      amountCents: dollarsToCents(e.amount) ?? 0,
      balanceAfterCents: dollarsToCents(e.balance_after) ?? 0,
      createdAt: e.created_at,
      paidFor: e.paid_for ? { href: e.paid_for.href, label: PAID_FOR_LABEL[e.paid_for.kind] } : null,
      receiptHref: e.receipt_id ? receiptHref(e.receipt_id) : null,
      undoes: e.undoes,
    })),
  };
}

/** What a receipt that does not load says: the server's own message (a missing one), else these. */
export const receiptErrors = {
  failed: "Couldn't load this receipt.",
  other: 'An error occurred while loading this receipt.',
} as const;

/** One recharge's receipt (`GET /user/wallet/receipts/{id}`), dollars turned into the ui's cents. */
export async function fetchReceipt(id: string, signal: AbortSignal): Promise<ReceiptData> {
  const { data } = await call(
    api.user.wallet.receipts[':id'].$get({ param: { id: encodeURIComponent(id) } }, { init: { signal } }),
  );
  return {
    id: data.id,
    date: data.date,
    packageName: data.package,
    amountPaidCents: dollarsToCents(data.amount_paid) ?? 0,
    currency: data.currency,
    creditAddedCents: dollarsToCents(data.credit_added) ?? 0,
    paymentReference: data.payment_reference,
    processorReceiptUrl: data.processor_receipt_url,
    customerEmail: data.customer_email,
    seller: data.seller,
    reversals: data.reversals.map((r) => ({
      kind: r.kind,
      date: r.date,
      amountCents: dollarsToCents(r.amount) ?? 0,
      creditReversedCents: dollarsToCents(r.credit_reversed) ?? 0,
    })),
  };
}
