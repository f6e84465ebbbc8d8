// Counts the SQL statements this process sends to the database, on the wire, for both drivers the
// bench and the suite run: node-postgres `Client#query` calls (the pool hands every query to a client),
// and PGlite protocol messages that run a statement (Execute `E`, simple Query `Q`). BEGIN/COMMIT of a
// transaction count as statements. Importing this module installs the counting once per process;
// nothing in edge/ changes. Used by count-queries.ts (the bench's preload) and by
// tests/edge/round-trips.test.ts, so the suite counts exactly as the bench does.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const COUNTER = Symbol.for('plume.statementCounter');
/** A statement as node-postgres was given it, for the scale bench's EXPLAIN. */
export type SentStatement = { text: string; values: unknown[] };
type Counter = { statements: number; captured: SentStatement[] | null };
const global = globalThis as unknown as Record<symbol, Counter | undefined>;

function install(): Counter {
  const counter: Counter = { statements: 0, captured: null };
  const pgQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  (pg.Client.prototype as unknown as { query: unknown }).query = function (
    this: unknown,
    ...args: unknown[]
  ) {
    counter.statements += 1;
    if (counter.captured) {
      const [first, second] = args as [unknown, unknown];
      const config =
        typeof first === 'string' ? { text: first, values: second } : (first as Record<string, unknown>);
      const values = Array.isArray(config.values) ? config.values : Array.isArray(second) ? second : [];
      counter.captured.push({ text: String(config.text ?? ''), values });
    }
    return pgQuery.apply(this, args);
  };
  const EXECUTE = 0x45; // 'E'
  const QUERY = 0x51; // 'Q'
  const proto = PGlite.prototype as unknown as { execProtocolStream: (...args: unknown[]) => unknown };
  const execProtocolStream = proto.execProtocolStream;
  proto.execProtocolStream = function (this: unknown, ...args: unknown[]) {
    const message = args[0];
    if (message instanceof Uint8Array && (message[0] === EXECUTE || message[0] === QUERY)) {
      counter.statements += 1;
    }
    return execProtocolStream.apply(this, args);
  };
  return counter;
}

const counter = global[COUNTER] ?? install();
global[COUNTER] = counter;

/** Statements sent since the process started: read it before and after the work to count. */
export const statementsSoFar = (): number => counter.statements;

/**
 * Keeps what node-postgres is sent until the returned stop() is called, which hands the statements back.
 * One capture at a time: the scale bench explains its requests one by one.
 */
export function captureStatements(): () => SentStatement[] {
  const captured: SentStatement[] = [];
  counter.captured = captured;
  return () => {
    counter.captured = null;
    return captured;
  };
}
