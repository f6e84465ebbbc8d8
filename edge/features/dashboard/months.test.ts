import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  canonicalTimeZone,
  formatMonth,
  monthAt,
  monthBounds,
  monthStart,
  wallClock,
  type YearMonth,
} from './months.ts';

const iso = (t: number | Date) => new Date(t).toISOString();
const before = (a: YearMonth, b: YearMonth) => a.year * 12 + a.month < b.year * 12 + b.month;

describe('months in a time zone', () => {
  it('starts a month at local midnight, with the offset of that day (winter and summer)', () => {
    // New York: EST (−5) on 1 March, EDT (−4) on 1 April 2026 (the change is on 8 March).
    expect(iso(monthStart({ year: 2026, month: 3 }, 'America/New_York'))).toBe('2026-03-01T05:00:00.000Z');
    expect(iso(monthStart({ year: 2026, month: 4 }, 'America/New_York'))).toBe('2026-04-01T04:00:00.000Z');
    // Sydney is in summer time (+11) on 1 January, back on +10 on 1 May.
    expect(iso(monthStart({ year: 2026, month: 1 }, 'Australia/Sydney'))).toBe('2025-12-31T13:00:00.000Z');
    expect(iso(monthStart({ year: 2026, month: 5 }, 'Australia/Sydney'))).toBe('2026-04-30T14:00:00.000Z');
    // Half-hour and quarter-hour zones.
    expect(iso(monthStart({ year: 2026, month: 2 }, 'Asia/Kolkata'))).toBe('2026-01-31T18:30:00.000Z');
    expect(iso(monthStart({ year: 2026, month: 2 }, 'Asia/Kathmandu'))).toBe('2026-01-31T18:15:00.000Z');
    expect(iso(monthStart({ year: 2026, month: 2 }, 'UTC'))).toBe('2026-02-01T00:00:00.000Z');
  });

  it('a month that spans a daylight-saving change is an hour shorter or longer than its days', () => {
    const march = monthBounds({ year: 2026, month: 3 }, 'Europe/Paris');
    expect(iso(march.start)).toBe('2026-02-28T23:00:00.000Z');
    expect(iso(march.end)).toBe('2026-03-31T22:00:00.000Z');
    expect(march.end.getTime() - march.start.getTime()).toBe((31 * 24 - 1) * 3600_000);
    const october = monthBounds({ year: 2026, month: 10 }, 'Europe/Paris');
    expect(october.end.getTime() - october.start.getTime()).toBe((31 * 24 + 1) * 3600_000);
  });

  it('starts at the jump when midnight of the 1st never happened', () => {
    // Paraguay moved its clocks from 00:00 to 01:00 on Sunday 1 October 2017.
    const start = monthStart({ year: 2017, month: 10 }, 'America/Asuncion');
    expect(iso(start)).toBe('2017-10-01T04:00:00.000Z');
    expect(iso(wallClock(start, 'America/Asuncion'))).toBe('2017-10-01T01:00:00.000Z');
    expect(iso(wallClock(start - 1, 'America/Asuncion'))).toBe('2017-09-30T23:59:59.999Z');
  });

  it('keeps the rule at historic edges: the first of two midnights, a jump past midnight, a sub-hour offset', () => {
    // Rome went back from 01:00 to 00:00 on 1 October 1972 (Gaza likewise in 2004): the first midnight
    // counts, not the second an hour later.
    expect(iso(monthStart({ year: 1972, month: 10 }, 'Europe/Rome'))).toBe('1972-09-30T22:00:00.000Z');
    expect(iso(monthStart({ year: 2004, month: 10 }, 'Asia/Gaza'))).toBe('2004-09-30T21:00:00.000Z');
    // Kathmandu moved from +5:30 to +5:45 at midnight on 1 January 1986: the month starts at the jump,
    // not a quarter of an hour before it (still 31 December there).
    expect(iso(monthStart({ year: 1986, month: 1 }, 'Asia/Kathmandu'))).toBe('1985-12-31T18:30:00.000Z');
    // Monrovia was 44 min 30 s behind UTC until 1972: behind, not ahead.
    expect(iso(monthStart({ year: 1971, month: 6 }, 'Africa/Monrovia'))).toBe('1971-06-01T00:44:30.000Z');
    expect(iso(wallClock(Date.parse('1971-06-01T00:44:30Z'), 'Africa/Monrovia'))).toBe(
      '1971-06-01T00:00:00.000Z',
    );
  });

  it('in any zone and month, the start is the first instant dated in that month there', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 1971, max: 2037 }),
        fc.integer({ min: 1, max: 12 }),
        (zone, year, month) => {
          const ym = { year, month };
          const start = monthStart(ym, zone);
          expect(monthAt(start, zone)).toEqual(ym);
          expect(before(monthAt(start - 1, zone), ym)).toBe(true);
        },
      ),
      { seed: 12, numRuns: 400 },
    );
  });

  it('walks months across years and writes them as YYYY-MM', () => {
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(addMonths({ year: 2026, month: 3 }, -14)).toEqual({ year: 2025, month: 1 });
    expect(formatMonth({ year: 2026, month: 2 })).toBe('2026-02');
    expect(monthAt(Date.parse('2026-03-01T04:59:59Z'), 'America/New_York')).toEqual({ year: 2026, month: 2 });
  });

  it('knows the zones Intl knows, in their own spelling', () => {
    expect(canonicalTimeZone('europe/paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
  });
});
