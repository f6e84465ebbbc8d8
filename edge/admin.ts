import type { Deps } from './deps.ts';
import { restripCommand } from './engines/media/admin.ts';
import { createBlobMaintenance } from './engines/media/blobs/create-blob-store.ts';
import { migrateBlobsCommand } from './engines/media/blobs/migrate-command.ts';
import { oddAddressesCommand, unlockCommand } from './features/auth/admin.ts';
import { contentRefreshCommand } from './features/content/admin.ts';
import { paymentsCommand, reconcileCommand } from './features/payments/admin.ts';
import { forwardCommand, messagesCommand } from './features/support/admin.ts';
import { creditCommand } from './features/wallet/admin.ts';

export type AdminResult = { exitCode: number; output: string };

export const ADMIN_USAGE = `Usage: npm run admin -- <command>

Commands:
  unlock EMAIL   lift the code sign-in lock of an address and forget its failed code attempts
  accounts odd-addresses   list accounts made under address forms the e-mail grammar now refuses
  messages       list the support messages not yet forwarded to SUPPORT_EMAIL
  messages forward   try forwarding them again (after fixing SUPPORT_EMAIL or the mail transport)
  credit EMAIL AMOUNT --reason TEXT
                 add AMOUNT dollars (e.g. 10 or 2.50; negative to correct, never below zero) to a
                 wallet as a support adjustment; the person sees the reason in their history
  payments       list checkouts that need a person: a refund/dispute shortfall or a mismatched payment
  payments reconcile   ask the payment processor about every open checkout and credit the paid ones once
  content refresh   make every running instance reload costs, styles, packages, FAQs and How to use
                 (edits to those tables do this by themselves; this is for a restored backup)
  images restrip [--after ID]   drop metadata the upload's allow-list refuses from images stored
                 before it; re-runnable (writes only what changes), --after resumes past a printed id
  blobs migrate  move the images kept in the database into the S3 bucket (BLOB_STORE=s3), while the
                 server serves both; re-runnable: a second run moves nothing, a stopped one resumes`;

/**
 * What the commands use: the server's own database, configuration, clock, mailer and logger, and
 * where a long command prints its progress as it goes (the output comes only at the end).
 */
export type AdminDeps = Pick<Deps, 'db' | 'config' | 'clock' | 'mailer' | 'logger' | 'payments'> & {
  print?: (line: string) => void;
};

/** The logic of `npm run admin` (edge/admin-cli.ts is the Deno shell around it). */
export async function runAdminCommand(deps: AdminDeps, args: string[]): Promise<AdminResult> {
  const [command, ...rest] = args;
  if (command === 'unlock' && rest.length === 1) return unlockCommand(deps.db, rest[0] ?? '');
  if (command === 'accounts' && rest.length === 1 && rest[0] === 'odd-addresses') {
    return oddAddressesCommand(deps.db);
  }
  if (command === 'messages' && rest.length === 0) return messagesCommand(deps.db);
  if (command === 'messages' && rest.length === 1 && rest[0] === 'forward') return forwardCommand(deps);
  if (command === 'credit') return creditCommand(deps, rest);
  if (command === 'payments' && rest.length === 0) return paymentsCommand(deps);
  if (command === 'payments' && rest.length === 1 && rest[0] === 'reconcile') return reconcileCommand(deps);
  if (command === 'content' && rest.length === 1 && rest[0] === 'refresh')
    return contentRefreshCommand(deps.db);
  if (command === 'images' && rest[0] === 'restrip') {
    return restripCommand(
      createBlobMaintenance(deps.config, deps.db),
      rest.slice(1),
      deps.print ?? (() => {}),
    );
  }
  if (command === 'blobs' && rest[0] === 'migrate') {
    return migrateBlobsCommand(deps, rest.slice(1), deps.print ?? (() => {}));
  }
  return { exitCode: 2, output: ADMIN_USAGE };
}
