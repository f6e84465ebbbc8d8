import type { AdminDeps, AdminResult } from '../../admin.ts';
import { printable } from '../../admin-text.ts';
import { AppError } from '../../errors.ts';
import { creditAccount, parseDollars } from './credit.ts';

export const CREDIT_USAGE =
  'Usage: npm run admin -- credit EMAIL AMOUNT --reason TEXT   (AMOUNT in dollars: 10, 2.50, or -1.25 to correct)';

/** `credit EMAIL AMOUNT --reason TEXT` (or `--reason=TEXT`): a support adjustment through the ledger. */
export async function creditCommand(
  deps: Pick<AdminDeps, 'db' | 'clock'>,
  args: string[],
): Promise<AdminResult> {
  const positional: string[] = [];
  let reason: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--reason') {
      reason = args[i + 1];
      i += 1;
    } else if (arg.startsWith('--reason=')) {
      reason = arg.slice('--reason='.length);
    } else {
      positional.push(arg);
    }
  }
  const [email, amount] = positional;
  if (positional.length !== 2 || email === undefined || amount === undefined || reason === undefined) {
    return { exitCode: 2, output: CREDIT_USAGE };
  }
  const cents = parseDollars(amount);
  if (cents === null)
    return { exitCode: 2, output: `Not an amount in dollars: ${printable(amount)}\n${CREDIT_USAGE}` };
  try {
    const done = await creditAccount(deps, { email, amountCents: cents, reason });
    const verb = cents > 0 ? 'Added' : 'Took';
    const preposition = cents > 0 ? 'to' : 'from';
    return {
      exitCode: 0,
      output: `${verb} $${(Math.abs(cents) / 100).toFixed(2)} ${preposition} ${printable(done.email)}: ${printable(reason.trim())}\nBalance now $${(done.balanceCents / 100).toFixed(2)} (ledger reference ${done.reference}).`,
    };
  } catch (error) {
    // The message may repeat the address as it was typed.
    if (error instanceof AppError) return { exitCode: 1, output: printable(error.message) };
    throw error;
  }
}
