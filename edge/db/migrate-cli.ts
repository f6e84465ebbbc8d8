/** `npm run db:migrate`: apply pending migrations and seed missing content, then exit. */
import { describeDatabase, prepareDatabase } from '../boot.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { ContentError } from './seed.ts';

try {
  const config = loadConfig(Deno.env.toObject());
  const db = await prepareDatabase(config, createLogger({ write: (line) => console.log(line) }));
  await db.close();
  console.log(`Database is up to date (${describeDatabase(config)}).`);
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof ContentError ? error.message : error);
  Deno.exit(1);
}
