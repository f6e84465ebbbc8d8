import { type ApiAnswer, unwrap } from '../api/client.ts';
import { applyServerBalance } from '../session/balance.ts';
import { type AppStorage, storage } from '../storage.ts';
import { dollarsToCents } from './money.ts';

type AnyResponse = Parameters<typeof unwrap>[0];

/** The `current_balance` of a body, in cents, when it carries one (a 200, a 402 or a 502 alike). */
export function balanceOf(body: unknown): number | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as { current_balance?: unknown }).current_balance;
  return typeof value === 'number' ? dollarsToCents(value) : null;
}

/**
 * Reads the answer of a call that moves money or changes generations: the wallet shown
 * everywhere takes the server's `current_balance` whatever the status (a failed run's 502 says the
 * money is back), and the dashboard's cached generations and activities are dropped (SPEC §4). Then
 * the answer is unwrapped as `call` does: its JSON when OK, else the one ApiError.
 */
export async function readPaidAnswer<R extends AnyResponse>(
  response: R,
  store: AppStorage = storage,
): Promise<ApiAnswer<R>> {
  const copy = response.clone();
  const body: unknown = await copy.json().catch(() => null);
  applyServerBalance(balanceOf(body), store);
  store.clearDashboardCache();
  return unwrap(response);
}

/** `readPaidAnswer` for a call in flight. */
export async function paidCall<R extends AnyResponse>(pending: Promise<R>): Promise<ApiAnswer<R>> {
  return readPaidAnswer(await pending);
}

/** A call that changes generations without moving money (save, delete): only the dashboard cache goes. */
export async function changingCall<R extends AnyResponse>(
  pending: Promise<R>,
  store: AppStorage = storage,
): Promise<ApiAnswer<R>> {
  const response = await pending;
  if (response.ok) store.clearDashboardCache();
  return unwrap(response);
}
