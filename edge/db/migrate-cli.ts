/** `npm run db:migrate`: apply pending migrations and seed missing content, then exit. */
import { describeDatabase, prepareDatabase } from '../boot.ts';
import { loadConfig } from '../config.ts';
import { exitOnError } from '../exit-on-error.ts';
import { createLogger } from '../logger.ts';

try {
  const config = loadConfig(Deno.env.toObject());
  const db = await prepareDatabase(config, createLogger({ write: (line) => console.log(line) }));
  await db.close();
  console.log(`Database is up to date (${describeDatabase(config)}).`);
} catch (error) {
  exitOnError(error);
}
