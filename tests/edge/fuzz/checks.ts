import { sql } from 'drizzle-orm';
import type { Db } from '../../../edge/db/client.ts';
import { deletionVerifyRequest } from '../../../edge/features/account/contract.ts';
import { CODE_DIGITS } from '../../../edge/features/auth/codes-common.ts';
import { verifyOtpRequest } from '../../../edge/features/auth/contract.ts';
import type { RouteShape } from './shapes.ts';

/**
 * What the route fuzz asserts about an answer besides its status: the database untouched by a
 * refusal, and redirects that stay on the site.
 */

type Rows<T> = T[] | { rows: T[] };
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

/** Every table of the schema: a table added later is watched the day it lands. */
export async function tableNames(db: Db): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return rowsOf(result as Rows<{ table_name: string }>).map((r) => r.table_name);
}

export type Fingerprint = Record<string, string>;

/**
 * Each table's row count and the sum of its rows' `xmin` (the transaction that wrote each row
 * version). A committed insert, update or delete changes it: a new row version's xmin is larger than
 * every older one's, so no mix of writes cancels out. Reading it never reads the rows' values, which
 * keeps it cheap once the tables hold images and long texts (one fingerprint per request).
 */
export async function fingerprint(db: Db, tables: string[]): Promise<Fingerprint> {
  const parts = tables.map(
    (t) =>
      sql`select ${t} as t, count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) as f from ${sql.identifier(t)}`,
  );
  const result = await db.execute<{ t: string; f: string }>(sql.join(parts, sql` union all `));
  return Object.fromEntries(rowsOf(result as Rows<{ t: string; f: string }>).map((r) => [r.t, String(r.f)]));
}

/** The tables whose fingerprint differs, leaving out those a refusal may write. */
export const changedTables = (before: Fingerprint, after: Fingerprint, allowed: ReadonlySet<string>) =>
  Object.keys(after).filter((t) => !allowed.has(t) && after[t] !== before[t]);

const NONE: ReadonlySet<string> = new Set();
/**
 * The sign-in limits' counters: the failures of an address and of an IP (auth_events), the
 * consecutive failures that lock an address (address_locks), and the attempts of the live code
 * (login_codes).
 */
const WRONG_CODE_COUNTERS: ReadonlySet<string> = new Set(['auth_events', 'address_locks', 'login_codes']);
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * The tables a refusal may write: none, except for the one refusal that writes on purpose. A
 * well-formed address with a well-formed code that is wrong is a guess, and counting guesses is what
 * the limits are. Exactly that case, recognised by the contract's own schema and the
 * answer's code: a malformed address, a NUL, a code that is not four digits, or a 429 must count
 * nothing (a malformed request counted as a guess would let anyone spend a person's allowance).
 */
export function tablesARefusalMayWrite(
  path: string,
  sent: { type: string | undefined; body: string | undefined },
  answer: { status: number; code?: unknown },
): ReadonlySet<string> {
  if (!path.endsWith('/verify-otp') || answer.status !== 400 || answer.code !== 'invalid_otp') return NONE;
  const mediaType = sent.type?.split(';')[0]?.trim() ?? '';
  if (!JSON_TYPE.test(mediaType) || sent.body === undefined) return NONE;
  let json: unknown;
  try {
    json = JSON.parse(sent.body);
  } catch {
    return NONE;
  }
  // The account-deletion code is checked like a sign-in code, for the signed-in person (no address).
  const schema = path.endsWith('/account/delete/verify-otp') ? deletionVerifyRequest : verifyOtpRequest;
  const parsed = schema.safeParse(json);
  const wellFormedCode = new RegExp(`^\\d{${CODE_DIGITS}}$`);
  return parsed.success && wellFormedCode.test(parsed.data.otp) ? WRONG_CODE_COUNTERS : NONE;
}

/**
 * Where a redirect leads when it leaves the site, or null when it stays: a path on this origin
 * (not `//host` or `/\host`, which browsers read as another host) or a URL of this origin.
 */
export function offSiteRedirect(response: Response, origin: string): string | null {
  if (response.status < 300 || response.status >= 400) return null;
  const location = response.headers.get('location');
  if (location === null) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a control character in a Location is the finding.
  if (/[\u0000-\u001f\u007f]/.test(location)) return location;
  if (location.startsWith('/')) return /^\/[/\\]/.test(location) ? location : null;
  return URL.canParse(location) && new URL(location).origin === origin ? null : location;
}

/** The media types a route reads its body as. */
const READS: Record<RouteShape['encoding'], string[]> = {
  json: ['application/json'],
  form: ['multipart/form-data', 'application/x-www-form-urlencoded'],
};
/** The answers a request gets before its body is read: signed out, another site, too large, wrong type. */
const REFUSED_UNREAD = new Set([401, 403, 413, 415]);

/**
 * Whether a body was read as something it is not: a non-empty body in a type the route does not
 * read must be refused unread (415 at the latest). A JSON validator that read a text/plain body as
 * `{}` let a paid run go ahead with the person's fields dropped. Judged where the route's validator
 * names its fields, so the fuzz knows that it reads a body and how.
 */
export function misreadBody(
  shape: RouteShape | undefined,
  sent: { type: string | undefined; size: number },
  status: number,
): boolean {
  if (!shape?.named || sent.size === 0) return false;
  const media = sent.type?.split(';')[0]?.trim().toLowerCase() ?? '';
  return !READS[shape.encoding].includes(media) && !REFUSED_UNREAD.has(status);
}

/**
 * Whether a multipart body cut off in transit was acted on: a route that reads a form must refuse it
 * whole (400), never run on the parts before the cut (Deno's parser returns them). Routes that read
 * no form ignore the body, cut or not.
 */
export const actedOnCutBody = (shape: RouteShape | undefined, cut: boolean, status: number): boolean =>
  cut && shape?.named === true && shape.encoding === 'form' && status < 400;
