import type { AdminDeps, AdminResult } from '../../admin.ts';
import { printable } from '../../admin-text.ts';
import { problemCheckouts, reconcileOpenCheckouts } from './reconcile.ts';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** `payments`: checkouts with a shortfall (refunded or disputed after the credit was spent) or a mismatch. */
export async function paymentsCommand(deps: AdminDeps): Promise<AdminResult> {
  const rows = await problemCheckouts(deps.db);
  if (rows.length === 0) return { exitCode: 0, output: 'No checkouts need attention.' };
  const lines = rows.map((c) =>
    [
      `— ${c.createdAt.toISOString()}  ${c.id}  (${c.provider}, user ${c.userId})`,
      `  ${printable(c.packageName)}: paid ${dollars(c.priceCents)} ${c.currency.toUpperCase()}, credit ${dollars(c.creditCents)}, status ${c.status}`,
      c.status === 'mismatch'
        ? `  mismatch: ${printable(c.problem ?? 'unknown')} — nothing was credited`
        : '',
      c.status === 'account_closed'
        ? `  account deleted before the payment completed — nothing credited; ${c.refundId ? `refunded in full (${printable(c.refundId)})` : 'REFUND NOT YET MADE (payments reconcile tries again)'}`
        : '',
      c.shortfallCents > 0
        ? `  reversed ${dollars(c.reversedCents)}, of which ${dollars(c.shortfallCents)} had already been spent (shortfall)`
        : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const count = `${rows.length} checkout${rows.length === 1 ? '' : 's'} need attention:`;
  return { exitCode: 0, output: [count, '', lines.join('\n\n')].join('\n') };
}

/** `payments reconcile`: fulfils every open checkout the processor says is paid; marks the expired. */
export async function reconcileCommand(deps: AdminDeps): Promise<AdminResult> {
  const s = await reconcileOpenCheckouts(deps);
  const output =
    `Open checkouts: ${s.credited} credited now, ${s.unpaid} still unpaid, ${s.expired} expired, ` +
    `${s.failed} failed, ${s.mismatch} mismatched, ${s.unknown} unknown to the processor, ${s.errors} errors` +
    (s.already_credited ? `, ${s.already_credited} credited meanwhile` : '') +
    (s.account_closed ? `, ${s.account_closed} paid after their account was deleted (refunded)` : '') +
    '.';
  return { exitCode: s.errors > 0 ? 1 : 0, output };
}
