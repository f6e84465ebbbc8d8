/** `npm run db:migrate`: apply pending migrations and seed missing content, then exit. */
import { describeDatabase, prepareDatabase } from '../boot.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { errorText } from '../log-redaction.ts';
import { createLogger } from '../logger.ts';
import { ContentError } from './seed.ts';

try {
  const config = loadConfig(Deno.env.toObject());
  const db = await prepareDatabase(config, createLogger({ write: (line) => console.log(line) }));
  await db.close();
  console.log(`Database is up to date (${describeDatabase(config)}).`);
} catch (error) {
  // Redacted like every log line: a failed query's message carries its values.
  console.error(
    error instanceof ConfigError || error instanceof ContentError
      ? error.message
      : errorText(error, { stack: true }),
  );
  Deno.exit(1);
}
