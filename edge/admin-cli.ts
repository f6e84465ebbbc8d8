/**
 * Operator commands: `npm run admin -- <command>`.
 *
 *   unlock EMAIL   lift the code sign-in lock of an address (after 100 consecutive wrong codes)
 *                  and forget its failed verifications, so its owner can sign in with a code again.
 *   accounts odd-addresses   list accounts made under address forms the e-mail grammar now refuses.
 *   messages       list the Help Centre messages not yet forwarded to SUPPORT_EMAIL.
 *   messages forward   try forwarding them again.
 *   credit EMAIL AMOUNT --reason TEXT   a support adjustment of AMOUNT dollars (negative corrects).
 *   payments       list checkouts with a refund/dispute shortfall or a mismatched payment.
 *   payments reconcile   credit (once) every open checkout the processor says is paid.
 *   images restrip [--after ID]   strip stored images by the upload's allow-list (re-runnable).
 *   blobs migrate  move the images kept in the database into the S3 bucket (re-runnable).
 *
 * Uses the same configuration as the server (DATABASE_URL, DATA_DIR, …).
 */
import { runAdminCommand } from './admin.ts';
import { prepareDatabase } from './boot.ts';
import { loadConfig } from './config.ts';
import { cryptoRandom, systemClock } from './deps.ts';
import { exitOnError } from './exit-on-error.ts';
import { createMailer } from './features/mail/create-mailer.ts';
import { createPaymentGateway } from './features/payments/create-gateway.ts';
import { createLogger } from './logger.ts';

try {
  const config = loadConfig(Deno.env.toObject());
  const logger = createLogger({ level: 'warn', write: (line) => console.error(line) });
  const db = await prepareDatabase(config, logger);
  try {
    const mailer = createMailer(config, logger, { print: (line) => console.error(line) });
    // Test-mode sessions live in the server's memory, so reconcile finds them only with Stripe.
    const payments = createPaymentGateway(config, cryptoRandom);
    const deps = { db, config, clock: systemClock, mailer, logger, payments, print: console.log };
    const { exitCode, output } = await runAdminCommand(deps, Deno.args);
    (exitCode === 0 ? console.log : console.error)(output);
    Deno.exitCode = exitCode;
  } finally {
    await db.close();
  }
} catch (error) {
  exitOnError(error);
}
