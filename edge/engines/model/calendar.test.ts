import { describe, expect, it } from 'vitest';
import { seasonOf, todayIn } from './calendar.ts';

describe('the person’s calendar', () => {
  it('dates today in their zone, not the server’s', () => {
    const lateInUtc = new Date('2026-01-15T23:30:00Z');
    expect(todayIn(lateInUtc, 'UTC')).toBe('2026-01-15');
    expect(todayIn(lateInUtc, 'Australia/Sydney')).toBe('2026-01-16');
    expect(todayIn(lateInUtc, 'America/Los_Angeles')).toBe('2026-01-15');
  });

  it.each([
    ['2026-01-15', 'Europe/Lisbon', 'winter (northern hemisphere)'],
    ['2026-01-15', 'Australia/Sydney', 'summer (southern hemisphere)'],
    ['2026-07-01', 'America/Argentina/Buenos_Aires', 'winter (southern hemisphere)'],
    ['2026-04-10', 'America/New_York', 'spring (northern hemisphere)'],
    ['2026-10-31', 'Pacific/Auckland', 'spring (southern hemisphere)'],
    ['2026-09-01', 'UTC', 'autumn (northern hemisphere)'],
  ])('%s in %s is %s', (today, zone, season) => {
    expect(seasonOf(today, zone)).toBe(season);
  });
});
