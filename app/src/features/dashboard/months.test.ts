import { describe, expect, it } from 'vitest';
import { lastMonth, usageMonths } from './months.ts';

describe('the usage month choices', () => {
  it('offer the month so far, then the previous 6 months, newest first', () => {
    const months = usageMonths(new Date(2026, 2, 15, 10));
    expect(months).toEqual([
      { value: '2026-03', label: 'March 2026 (so far)' },
      { value: '2026-02', label: 'February 2026' },
      { value: '2026-01', label: 'January 2026' },
      { value: '2025-12', label: 'December 2025' },
      { value: '2025-11', label: 'November 2025' },
      { value: '2025-10', label: 'October 2025' },
      { value: '2025-09', label: 'September 2025' },
    ]);
  });

  it('default to last month, across a new year and on the first and last day of a month', () => {
    expect(lastMonth(new Date(2026, 2, 15))).toBe('2026-02');
    expect(lastMonth(new Date(2026, 0, 1, 0, 0))).toBe('2025-12');
    expect(lastMonth(new Date(2026, 2, 31, 23, 59))).toBe('2026-02');
    expect(usageMonths(new Date(2026, 0, 31)).map((m) => m.value)).toContain(
      lastMonth(new Date(2026, 0, 31)),
    );
  });
});
