// The bench's generation customers (`deno run --allow-all tests/bench/generation-users.ts <count>`), run
// with the edge's own environment just before the edge starts on it: opens, migrates and seeds the
// database exactly as edge/main.ts does (PGlite in DATA_DIR or DATABASE_URL), then makes <count> people
// and funds each through the support credit (the ledger, never a balance column), so no run is refused
// for money. Prints one JSON line { emails } for tests/bench/run.mjs, which signs them in over HTTP.
// Before the server, because PGlite's folder belongs to one process at a time.
import { prepareDatabase } from '../../edge/boot.ts';
import { loadConfig } from '../../edge/config.ts';
import { findOrCreateUserByEmail } from '../../edge/features/auth/users.ts';
import { creditAccount, MAX_CREDIT_CENTS } from '../../edge/features/wallet/credit.ts';
import { createLogger } from '../../edge/logger.ts';

// Typed locally so `tsc` (which checks tests/ without Deno's lib) accepts this Deno-only file.
declare const Deno: { args: string[]; env: { toObject(): Record<string, string> } };

const count = Number(Deno.args[0] ?? 10);
if (!Number.isInteger(count) || count < 1) throw new Error('usage: generation-users.ts <count>');

const config = loadConfig(Deno.env.toObject());
const logger = createLogger({ level: 'warn', write: (line) => console.error(line) });
const db = await prepareDatabase(config, logger);
const clock = { now: () => new Date() };
try {
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const user = await findOrCreateUserByEmail(db, `bench.generation.${i}@example.com`, clock.now());
    await creditAccount(
      { db, clock },
      { email: user.email, amountCents: MAX_CREDIT_CENTS, reason: 'Bench credit' },
    );
    emails.push(user.email);
  }
  console.log(JSON.stringify({ emails }));
} finally {
  await db.close();
}
