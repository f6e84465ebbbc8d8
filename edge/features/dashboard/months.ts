/**
 * Calendar months in an IANA time zone, with Intl only (Deno and every browser have full ICU data):
 * a month starts at the first instant whose wall-clock date in that zone is its 1st, and ends where
 * the next month starts. The wall clock is read through Intl.DateTimeFormat, so daylight-saving
 * changes, half-hour zones and historic offsets all come from the zone database, never from a table
 * here. No Temporal: it is not in every runtime this code runs on. Neither @date-fns/tz (1.5) nor SQL
 * `date_trunc('month', ts, zone)`: both take the second of two midnights where clocks went back at
 * midnight, and the library also misplaces a jump past midnight and sub-hour negative offsets (months.test.ts
 * pins each case under 'historic edges').
 */

/** A calendar month; `month` is 1–12. */
export type YearMonth = { year: number; month: number };

/**
 * The months the API accepts: before 1970 no generation exists. The last is 9999-11, not 9999-12:
 * a month is counted up to the next one's start, and 1 January 10000 no longer fits `YYYY` (a Date
 * there is written `+010000-…`, which the database refuses).
 */
export const FIRST_MONTH: YearMonth = { year: 1970, month: 1 };
export const LAST_MONTH: YearMonth = { year: 9999, month: 11 };

const monthIndex = ({ year, month }: YearMonth) => year * 12 + (month - 1);

/** True for FIRST_MONTH, LAST_MONTH and every month between. */
export const isAcceptedMonth = (ym: YearMonth): boolean =>
  monthIndex(ym) >= monthIndex(FIRST_MONTH) && monthIndex(ym) <= monthIndex(LAST_MONTH);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One formatter per canonical zone name (the set of real zones is finite, so the cache is bounded;
 * callers canonicalise first with `canonicalTimeZone`).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * The zone's own spelling of `name` ('europe/paris' → 'Europe/Paris'), or null when Intl does not
 * know it as a time zone.
 */
export function canonicalTimeZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The wall-clock time in `timeZone` at instant `t`, written as if it were a UTC instant (ms). */
export function wallClock(t: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(t))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  // Intl drops the milliseconds; zone offsets are whole seconds, so they carry over unchanged.
  const ms = ((t % 1000) + 1000) % 1000;
  const wall = new Date(0);
  // setUTCFullYear, unlike Date.UTC, takes years 0–99 literally.
  wall.setUTCFullYear(year, month - 1, day);
  wall.setUTCHours(hour === 24 ? 0 : hour, minute, second, ms);
  return wall.getTime();
}

/** The calendar month `t` falls in, in `timeZone`. */
export function monthAt(t: number, timeZone: string): YearMonth {
  const wall = new Date(wallClock(t, timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1 };
}

export const addMonths = (ym: YearMonth, n: number): YearMonth => {
  const index = monthIndex(ym) + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/** '2026-02' for February 2026. */
export const formatMonth = ({ year, month }: YearMonth): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

/**
 * The first instant of `ym` in `timeZone`: local midnight of the 1st, or, where that midnight never
 * happened (clocks jumped from 00:00 to 01:00), the instant of the jump; where it happened twice
 * (clocks went back at midnight), the first time.
 */
export function monthStart(ym: YearMonth, timeZone: string): number {
  const target = new Date(0);
  target.setUTCFullYear(ym.year, ym.month - 1, 1);
  const midnight = target.getTime();
  // Every offset the zone used within a day of that midnight (two at most: before and after a change).
  const offsets = [
    ...new Set([-DAY_MS, 0, DAY_MS].map((d) => wallClock(midnight + d, timeZone) - (midnight + d))),
  ];
  // A candidate instant is real when the zone's offset at that instant is the one it assumed.
  const real = offsets.map((o) => midnight - o).filter((t) => wallClock(t, timeZone) === midnight);
  if (real.length > 0) return Math.min(...real);
  // Midnight was skipped: find the jump between the latest instant still before it and the first after.
  let before = midnight - Math.max(...offsets);
  let after = midnight - Math.min(...offsets);
  while (after - before > 1) {
    const mid = Math.floor((before + after) / 2);
    if (wallClock(mid, timeZone) >= midnight) after = mid;
    else before = mid;
  }
  return after;
}

/** [start, end) of `ym` in `timeZone`, as instants. */
export function monthBounds(ym: YearMonth, timeZone: string): { start: Date; end: Date } {
  return {
    start: new Date(monthStart(ym, timeZone)),
    end: new Date(monthStart(addMonths(ym, 1), timeZone)),
  };
}
