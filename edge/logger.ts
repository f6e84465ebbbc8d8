import { redactField } from './log-redaction.ts';
import type { LogLevel } from './server-config.ts';

/** Structured logger: one JSON object per line. Callers pass fields, never secrets or bodies. */
export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface LoggerOptions {
  level?: LogLevel;
  format?: 'json' | 'pretty';
  /** Where each finished line goes (console.log in main.ts, an array in tests). */
  write: (line: string) => void;
  clock?: () => Date;
}

export function createLogger({
  level = 'info',
  format = 'json',
  write,
  clock = () => new Date(),
}: LoggerOptions): Logger {
  const emit = (lvl: Exclude<LogLevel, 'silent'>, message: string, fields: Record<string, unknown> = {}) => {
    if (rank[lvl] < rank[level]) return;
    const time = clock().toISOString();
    // Every field is redacted here, once, whoever logs it (log-redaction.ts).
    const clean = Object.fromEntries(
      Object.entries(fields)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, redactField(v)]),
    );
    if (format === 'pretty') {
      const rest = Object.entries(clean)
        .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
        .join(' ');
      write(`${time} ${lvl.toUpperCase()} ${message}${rest ? ` ${rest}` : ''}`);
      return;
    }
    write(JSON.stringify({ time, level: lvl, msg: message, ...clean }));
  };
  return {
    debug: (m, f) => emit('debug', m, f),
    info: (m, f) => emit('info', m, f),
    warn: (m, f) => emit('warn', m, f),
    error: (m, f) => emit('error', m, f),
  };
}

/** A logger that drops everything (handy default for tests that do not look at logs). */
export const silentLogger: Logger = createLogger({ level: 'silent', write: () => {} });
