// The bench's reservation load (`deno run --allow-all tests/bench/reservations.ts <postgres url> <seconds>
// <clients>`): migrates and seeds the empty database it is given, funds one user per client through the
// support credit (the ledger, never a balance column), then each client loops reserve → settle or release
// for the given seconds, like a `pgbench -c <clients>` client looping TPC-B transactions. Prints one JSON
// line { completed, seconds } for tests/bench/run.mjs to turn into a ratio. Run by Deno, as the edge is.
import { openDatabase } from '../../edge/db/client.ts';
import { migrate } from '../../edge/db/migrate.ts';
import { seed } from '../../edge/db/seed.ts';
import { findOrCreateUserByEmail } from '../../edge/features/auth/users.ts';
import { release, reserve, settle } from '../../edge/features/wallet/charges.ts';
import { creditAccount, MAX_CREDIT_CENTS } from '../../edge/features/wallet/credit.ts';
import { createLogger } from '../../edge/logger.ts';

// Typed locally so `tsc` (which checks tests/ without Deno's lib) accepts this Deno-only file.
declare const Deno: { args: string[] };

const [url, secondsArg, clientsArg] = Deno.args;
if (!url) throw new Error('usage: reservations.ts <postgres url> <seconds> <clients>');
const seconds = Number(secondsArg ?? 5);
const clients = Number(clientsArg ?? 2);

// One pooled connection per client, as pgbench gives each client its own connection.
const db = await openDatabase({ driver: 'pg', url, maxConnections: clients });
const clock = { now: () => new Date() };
// A settle after a release is logged as a warning; none happens here, so anything logged is worth seeing.
const logger = createLogger({ level: 'warn', write: (line) => console.error(line) });
const deps = { db, clock, logger, config: { charges: { reservationTtlSeconds: 900 }, port: 8787 } };

try {
  await migrate(db);
  await seed(db);
  // One wallet per client: the conditional balance UPDATE locks the user's row, so clients sharing one
  // wallet would measure that lock's queue rather than the charge path.
  const users = [];
  for (let i = 0; i < clients; i++) {
    const user = await findOrCreateUserByEmail(db, `bench.${i}@example.com`, clock.now());
    await creditAccount(
      { db, clock },
      { email: user.email, amountCents: MAX_CREDIT_CENTS, reason: 'Bench credit' },
    );
    users.push(user);
  }

  let completed = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    users.map(async (user, client) => {
      for (let n = 0; performance.now() < deadline; n++) {
        const reference = `bench:${client}:${n}`;
        await reserve(deps, { userId: user.id, cents: 1, reference, description: 'Bench reservation' });
        // Half end as a finished generation (settle), half as a failed one (release: a second ledger row).
        await (n % 2 === 0 ? settle(deps, reference) : release(deps, reference));
        completed += 1;
      }
    }),
  );
  console.log(JSON.stringify({ completed, seconds: (performance.now() - started) / 1000 }));
} finally {
  await db.close();
}
