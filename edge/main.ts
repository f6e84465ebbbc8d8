/**
 * The only file that touches Deno globals (CONVENTIONS): environment → config → deps → Deno.serve.
 * Run with `npm start` (builds the SPA first) or `npm run serve`.
 */
import pkg from '../package.json' with { type: 'json' };
import { createApp } from './app.ts';
import { describeDatabase, prepareDatabase } from './boot.ts';
import { ConfigError, loadConfig } from './config.ts';
import { ContentError } from './db/seed.ts';
import { type StaticFiles, systemClock } from './deps.ts';
import { createLogger } from './logger.ts';

function fail(error: unknown): never {
  if (error instanceof ConfigError || error instanceof ContentError) console.error(error.message);
  else console.error('Plume could not start:', error);
  Deno.exit(1);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(Deno.env.toObject());
} catch (error) {
  fail(error);
}

const logger = createLogger({
  level: config.logLevel,
  format: config.logFormat,
  write: (line) => console.log(line),
});

const db = await prepareDatabase(config, logger).catch(fail);

const staticRoot = config.staticDir.replace(/\/+$/, '');
const staticFiles: StaticFiles = {
  async readFile(relativePath) {
    try {
      return await Deno.readFile(`${staticRoot}/${relativePath}`);
    } catch {
      return null; // missing, a directory, or unreadable: the SPA handler decides what to answer
    }
  },
};

const app = createApp({ config, db, clock: systemClock, logger, version: pkg.version, staticFiles });

const server = Deno.serve(
  {
    port: config.port,
    onListen: ({ port }) => {
      const mode = config.appEnv === 'development' ? 'development' : 'production';
      console.log(
        `Plume listening on http://localhost:${port} (${mode}; database: ${describeDatabase(config)})`,
      );
    },
  },
  app.fetch,
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down', { signal });
  await server.shutdown();
  await db.close();
  Deno.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  try {
    Deno.addSignalListener(signal, () => void shutdown(signal));
  } catch {
    // Some hosts (Deno Deploy) manage the process themselves and do not offer signal listeners.
  }
}
