import { ConfigError } from './config.ts';
import { ContentError } from './db/seed.ts';
import { errorText } from './log-redaction.ts';

/**
 * How an entry point (the server, `npm run admin`, `npm run db:migrate`) stops on an error: a bad
 * configuration or seed content is the operator's to fix, so its own message says it all; anything
 * else is printed with its stack, redacted like every log line (the logger may not exist yet, and a
 * failed query's message carries what people typed). `prefix` goes before the latter only.
 */
export function exitOnError(error: unknown, prefix = ''): never {
  console.error(
    error instanceof ConfigError || error instanceof ContentError
      ? error.message
      : `${prefix}${errorText(error, { stack: true })}`,
  );
  Deno.exit(1);
}
